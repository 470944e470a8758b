import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of an archive, read only when its turn comes. */
export interface ArchiveEntry {
  name: string;
  /** The bytes, or null when the file is gone (it is then left out). */
  read: () => Promise<Uint8Array | null>;
  /** Deflate it (text); photos and PDFs are compressed already and are stored as they are. */
  compress: boolean;
}

/**
 * Streams a zip of `entries`, then of the entry `last` builds from the names that were written
 * (so an index can say which files really are inside). One file is in memory at a time, and
 * the stream waits for a slow reader before reading the next one.
 */
export function zipStream(
  entries: ArchiveEntry[],
  last: (written: ReadonlySet<string>) => { name: string; bytes: Uint8Array },
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  // Waits for the reader to catch up, or for the download to be abandoned (never forever).
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.once('drain', done);
      out.once('close', done);
    });
  const add = async (name: string, bytes: Uint8Array, compress: boolean) => {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(file);
    file.push(bytes, true);
    if (out.writableNeedDrain) await drained();
  };

  void (async () => {
    const written = new Set<string>();
    for (const entry of entries) {
      if (out.destroyed) return;
      const bytes = await entry.read();
      if (!bytes) continue;
      await add(entry.name, bytes, entry.compress);
      written.add(entry.name);
    }
    const index = last(written);
    await add(index.name, index.bytes, true);
    zip.end();
  })().catch((error: unknown) => {
    zip.terminate();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
