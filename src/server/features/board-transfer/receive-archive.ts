import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '#server/lib/http-error.ts';
import { uploadBodyMaxBytes } from '#server/lib/upload.ts';
import { BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { UPLOAD_RULES } from '#shared/uploads.ts';

/** A browser's form has one part here; a body of many parts is not an import. */
const MAX_PARTS = 8;
const MAX_PART_HEADER_BYTES = 8 * 1024;

const badForm = () => new HttpError(400, ERROR_CODES.validation, M.noFile);

/**
 * Writes a multipart upload to `filePath` as it arrives (memory: one chunk, whatever the archive's size) and
 * returns where its `file` part lies in that file. The size is capped while streaming (413); the part must
 * be a zip by its magic bytes (415). Delimiters are found while writing, so the body is read once.
 */
export async function receiveArchive(
  request: Request,
  filePath: string,
  /** A board's archive, or a library's backup (decision 054): its size cap. */
  kind: 'archive' | 'library' = 'archive',
): Promise<{ start: number; length: number }> {
  const rule = UPLOAD_RULES[kind];
  const tooLarge = () => new HttpError(413, ERROR_CODES.tooLarge, rule.tooLargeMessage);
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(
    request.headers.get('content-type') ?? '',
  );
  const boundaryText = boundary?.[1] ?? boundary?.[2]?.trim();
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data') || !boundaryText) {
    throw badForm();
  }
  const maxBody = uploadBodyMaxBytes(kind);
  if (Number(request.headers.get('content-length') ?? 0) > maxBody) throw tooLarge();
  if (!request.body) throw badForm();

  // Every delimiter is CRLF--boundary; the first may open the body, so the body is read as if after a CRLF.
  const delimiter = Buffer.from(`\r\n--${boundaryText}`);
  const delimiters: number[] = [];
  let carry = Buffer.from('\r\n');
  let carryStart = -2; // body offset of carry[0]
  let received = 0;
  const out = createWriteStream(filePath);
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      out.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
  const chunks = (async function* (body: ReadableStream<Uint8Array>) {
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) yield chunk;
    } catch {
      // The client went away (or its body broke) mid-upload: not the database, not the server.
      throw new HttpError(400, ERROR_CODES.validation, M.interrupted);
    }
  })(request.body);
  try {
    for await (const chunk of chunks) {
      received += chunk.byteLength;
      if (received > maxBody) throw tooLarge();
      await write(chunk);
      // Matches that straddle the previous chunk's end, then those inside this chunk (no copy of it).
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const seam = Buffer.concat([carry, bytes.subarray(0, delimiter.byteLength - 1)]);
      const seamMatch = seam.indexOf(delimiter);
      if (seamMatch >= 0) delimiters.push(carryStart + seamMatch);
      const chunkStart = carryStart + carry.byteLength;
      for (let at = bytes.indexOf(delimiter); at >= 0; at = bytes.indexOf(delimiter, at + 1)) {
        delimiters.push(chunkStart + at);
      }
      if (delimiters.length > MAX_PARTS + 1) throw badForm();
      const window = Buffer.concat([carry, bytes.subarray(-(delimiter.byteLength - 1))]);
      const keep = Math.min(window.byteLength, delimiter.byteLength - 1);
      carry = Buffer.from(window.subarray(window.byteLength - keep));
      carryStart = chunkStart + bytes.byteLength - keep;
    }
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
  }
  return findFilePart(filePath, delimiters, delimiter.byteLength, received, kind);
}

/** The `file` part's data between two delimiters, sniffed as a zip. */
async function findFilePart(
  filePath: string,
  delimiters: readonly number[],
  delimiterLength: number,
  bodyLength: number,
  kind: 'archive' | 'library',
) {
  const rule = UPLOAD_RULES[kind];
  const file = await open(filePath, 'r');
  try {
    for (let i = 0; i + 1 < delimiters.length; i++) {
      const headerStart = delimiters[i]! + delimiterLength;
      const head = Buffer.alloc(Math.min(MAX_PART_HEADER_BYTES, bodyLength - headerStart));
      await file.read(head, 0, head.byteLength, headerStart);
      const headersEnd = head.indexOf('\r\n\r\n');
      if (headersEnd < 0) continue;
      const headers = head.subarray(0, headersEnd).toString('latin1');
      if (!/content-disposition:[^\r\n]*;\s*name="file"/i.test(headers)) continue;
      const start = headerStart + headersEnd + 4;
      const length = delimiters[i + 1]! - start;
      if (length <= 0) throw badForm();
      if (length > rule.maxBytes)
        throw new HttpError(413, ERROR_CODES.tooLarge, rule.tooLargeMessage);
      const magic = Buffer.alloc(Math.min(length, 4100));
      await file.read(magic, 0, magic.byteLength, start);
      const type = await fileTypeFromBuffer(magic);
      if (!type || !(rule.extensions as readonly string[]).includes(type.ext)) {
        throw new HttpError(415, ERROR_CODES.unsupportedType, rule.wrongTypeMessage);
      }
      return { start, length };
    }
  } finally {
    await file.close();
  }
  throw badForm();
}
