import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { createInflateRaw, crc32 } from 'node:zlib';
import type { ZipEntry } from './zip-directory.ts';

/** Thrown when an entry does not unpack to what the directory declares (length or CRC-32). */
export class EntryMismatchError extends Error {}

/**
 * Reads one entry's bytes as they unpack, a chunk at a time (64 KB of output at most in memory), checking
 * them against the directory: the running count stops the inflating one byte past the declared size, so an
 * entry that lies about its size costs no more than it declared; at the end the length and CRC-32 must
 * match. Each chunk goes to `sink` (a file, or memory for the document).
 */
export async function unpackEntry(
  source: { path: string; start: number },
  entry: ZipEntry,
  sink: (chunk: Buffer) => void | Promise<void>,
): Promise<void> {
  let count = 0;
  let checksum = 0;
  const counter = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _encoding, done) {
      count += chunk.byteLength;
      if (count > entry.size) {
        done(new EntryMismatchError(entry.name));
        return;
      }
      checksum = crc32(chunk, checksum);
      Promise.resolve(sink(chunk)).then(() => done(), done);
    },
  });
  const input = createReadStream(source.path, {
    start: source.start,
    end: source.start + entry.compressedSize - 1,
    highWaterMark: 64 * 1024,
  });
  try {
    if (entry.compressedSize === 0) {
      input.destroy();
    } else if (entry.method === 8) {
      await pipeline(input, createInflateRaw({ chunkSize: 64 * 1024 }), counter);
    } else {
      await pipeline(input, counter);
    }
  } catch (error) {
    if (error instanceof EntryMismatchError) throw error;
    throw new EntryMismatchError(entry.name); // a deflate stream that is cut short or broken
  }
  if (count !== entry.size || checksum !== entry.crc32) throw new EntryMismatchError(entry.name);
}

/** A sink writing an entry's bytes to a new file; close() once the entry is through. */
export function fileSink(path: string) {
  const out = createWriteStream(path);
  return {
    write: (chunk: Buffer) =>
      new Promise<void>((resolve, reject) => {
        out.write(chunk, (error) => (error ? reject(error) : resolve()));
      }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        out.end((error?: Error | null) => (error ? reject(error) : resolve()));
      }),
  };
}
