/**
 * The thread that unpacks and checks uploaded board archives (decision 038), one at a time, so that a
 * hostile archive costs this thread's time, never the HTTP thread's: the main thread ends it when the time
 * budget runs out (IMPORT_TIME_BUDGET_SECONDS) and its heap is capped (resourceLimits). Loaded compiled
 * (dist/server/board-unpack-worker.js) or through tsx, like the embedded database's worker.
 */
import { open } from 'node:fs/promises';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import { boardEntries } from './archive-layout.ts';
import { ARCHIVE_RULES, type ArchiveRules } from './archive-rules.ts';
import { directoryProblem, maxDirectoryEntries } from './check-directory.ts';
import { EntryMismatchError, fileSink, unpackEntry } from './inflate-entry.ts';
import type { UnpackRequest, UnpackResult, UnpackedFile } from './unpack-protocol.ts';
import { entryDataStart, readZipDirectory, ZipFormatError } from './zip-directory.ts';

class Refusal extends Error {}

/** Parses the document (at most `rules.maxDocumentBytes`) and checks it against the kind's schema. */
function parseDocument<Document>(bytes: Uint8Array, rules: ArchiveRules<Document>): Document {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new Refusal(rules.badDocument);
  }
  // Lists longer than the archive may hold are refused before the schema reports every element's problems.
  for (const [key, max] of Object.entries(rules.maxLengths)) {
    const value = (json as Record<string, unknown> | null)?.[key];
    if (Array.isArray(value) && value.length > max) throw new Refusal(rules.badDocument);
  }
  const parsed = rules.parse(json);
  if (parsed === null) throw new Refusal(rules.badDocument);
  return parsed;
}

async function unpack(request: UnpackRequest): Promise<UnpackResult> {
  const file = await open(request.path, 'r');
  try {
    const range = { file, start: request.start, length: request.length };
    const rules: ArchiveRules<unknown> = ARCHIVE_RULES[request.kind ?? 'board'];
    const directory = await readZipDirectory(range, maxDirectoryEntries(rules));
    if (directory.tooMany) throw new Refusal(M.tooBigUnpacked);
    // Folder entries and the systems' files left out, one top folder taken off; never inflated.
    const layout = boardEntries(directory.entries, rules.documentName);
    if (layout.problem !== null) throw new Refusal(layout.problem);
    const { entries } = layout;
    const other = rules.otherDocument;
    if (other && entries.some((entry) => entry.name === other.name))
      throw new Refusal(other.message);
    const problem = directoryProblem(entries, request.length, rules);
    if (problem) throw new Refusal(problem);
    // The document first: a bad one refuses the archive before any file is unpacked.
    entries.sort(
      (a, b) => Number(b.name === rules.documentName) - Number(a.name === rules.documentName),
    );
    let document: unknown = null;
    let used = new Set<string>();
    const files: UnpackedFile[] = [];
    for (const [index, entry] of entries.entries()) {
      const start = request.start + (await entryDataStart(range, entry));
      const source = { path: request.path, start };
      if (entry.name === rules.documentName) {
        const chunks: Buffer[] = [];
        await unpackEntry(source, entry, (chunk) => void chunks.push(chunk));
        const parsed = parseDocument(Buffer.concat(chunks), rules);
        document = parsed;
        used = rules.namesUsed(parsed);
      } else if (!used.has(entry.name)) {
        continue; // a file the board does not use is not unpacked
      } else if (entry.method === 0) {
        // Stored as it is (audio and images in our exports): checked here, read from the upload later.
        await unpackEntry(source, entry, () => undefined);
        files.push({ name: entry.name, path: request.path, offset: start, size: entry.size });
      } else {
        const out = path.join(request.outDir, String(index));
        const sink = fileSink(out);
        try {
          await unpackEntry(source, entry, sink.write);
        } finally {
          await sink.close();
        }
        files.push({ name: entry.name, path: out, offset: 0, size: entry.size });
      }
    }
    return { kind: 'unpacked', document, files };
  } finally {
    await file.close();
  }
}

const port = parentPort!;
// One archive at a time: the main thread sends the next request only after this one is answered.
port.on('message', (request: UnpackRequest) => {
  unpack(request).then(
    (result) => port.postMessage(result),
    (error: unknown) => {
      const message =
        error instanceof Refusal
          ? error.message
          : error instanceof EntryMismatchError
            ? M.damaged(error.message)
            : error instanceof ZipFormatError
              ? M.unreadable
              : null;
      if (message) port.postMessage({ kind: 'refused', message } satisfies UnpackResult);
      else throw error;
    },
  );
});
