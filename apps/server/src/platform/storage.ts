import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Stores private bytes and returns their key (never a public URL). */
  put(area: string, bytes: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer>;
  /** Removes a stored file; a key that is already gone is not an error (erasure is retried). */
  delete(key: string): Promise<void>;
}

/** Private files under DATA_DIR/uploads; keys are random and cannot climb out of the folder. */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, 'uploads');
  const resolveKey = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error('storage key outside the upload root');
    return full;
  };
  return {
    async put(area, bytes, extension) {
      const safeArea = area.replace(/[^a-z0-9-]/gi, '');
      const key = `${safeArea}/${randomBytes(16).toString('hex')}.${extension.replace(/[^a-z0-9]/gi, '')}`;
      const full = resolveKey(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes, { mode: 0o600 });
      return key;
    },
    async get(key) {
      return readFile(resolveKey(key));
    },
    async delete(key) {
      await rm(resolveKey(key), { force: true });
    },
  };
}
