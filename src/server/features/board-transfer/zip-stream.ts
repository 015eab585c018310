import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A file of the archive, read only when its turn comes. */
export interface StreamedEntry {
  name: string;
  read: () => AsyncIterable<Uint8Array>;
}

/**
 * A .zip built while it is sent: each stored entry is read when its turn comes and passed through as it is
 * (audio and images are already compressed), then the deflated document. The reader pulls: a slow client
 * holds back the reading, so the server keeps about one chunk per export, whatever the board's size.
 * Cancelling the body (the client went away) stops the read in progress.
 */
export function zipStream(
  entries: readonly StreamedEntry[],
  document: { name: string; bytes: Uint8Array },
): ReadableStream<Uint8Array> {
  const chunks = zipChunks(entries, document);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

async function* zipChunks(
  entries: readonly StreamedEntry[],
  document: { name: string; bytes: Uint8Array },
): AsyncGenerator<Uint8Array, void, undefined> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  // fflate calls back synchronously from push() and end(), with the archive's next bytes.
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else if (chunk.length > 0) ready.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  for (const entry of entries) {
    const file = new ZipPassThrough(entry.name);
    zip.add(file);
    for await (const chunk of entry.read()) {
      file.push(chunk);
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  const documentFile = new ZipDeflate(document.name, { level: 6 });
  zip.add(documentFile);
  documentFile.push(document.bytes, true);
  zip.end();
  yield* drain();
}
