import { deflateSync } from 'node:zlib';
import { randomIp } from './auth-client.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real PNG of one colour; `padTo` appends a private chunk so the file reaches that many bytes. */
export function pngBytes(
  options: { size?: number; rgb?: [number, number, number]; padTo?: number } = {},
) {
  const { size = 2, rgb = [200, 40, 90] } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())]);
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array<Buffer>(size).fill(row)))),
  ];
  const end = chunk('IEND', new Uint8Array());
  const used = parts.reduce((sum, part) => sum + part.length, 0) + end.length;
  if (options.padTo && options.padTo > used + 12) {
    parts.push(chunk('prVt', new Uint8Array(options.padTo - used - 12)));
  }
  return new Uint8Array(Buffer.concat([...parts, end]));
}

/** Uploads a file to the profile the way the browser's form does (multipart, same origin). */
export function uploadProfileFile(
  app: TestApp,
  cookie: string,
  fields: { bucket: string; bytes: Uint8Array; name: string; type?: string },
) {
  const form = new FormData();
  form.set('bucket', fields.bucket);
  form.set(
    'file',
    new File([new Uint8Array(fields.bytes)], fields.name, { type: fields.type ?? 'image/png' }),
  );
  return app.request(
    '/api/me/profile/files',
    { method: 'POST', body: form, headers: { origin: TEST_ORIGIN, cookie } },
    { incoming: { socket: { remoteAddress: randomIp() } } },
  );
}
