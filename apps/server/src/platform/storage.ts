import { randomBytes } from 'node:crypto';
import { access, constants, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Stores private bytes and returns their key (never a public URL). */
  put(area: string, bytes: Buffer, extension: string): Promise<string>;
  /**
   * The bytes stored under `key`. A key with nothing stored fails with `code: 'ENOENT'` (see
   * `isStoredObjectGone`), whichever the storage: callers answer 404 or leave the file out.
   */
  get(key: string): Promise<Buffer>;
  /** Removes a stored file; a key that is already gone is not an error (erasure is retried). */
  delete(key: string): Promise<void>;
  /** A cheap check that files can be stored and read now (readiness); never throws. */
  ping?(): Promise<boolean>;
  /** Lets go of connections (the app's close). */
  close?(): Promise<void>;
}

/** The "nothing stored under this key" failure every storage gives, as a missing file does. */
export function storedObjectGone(key: string, cause?: unknown): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`no stored object under ${key}`, { cause });
  error.code = 'ENOENT';
  return error;
}

export function isStoredObjectGone(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** A new private key in `area`: random, so it says nothing and cannot be guessed. */
export function newStorageKey(area: string, extension: string): string {
  const safeArea = area.replace(/[^a-z0-9-]/gi, '');
  return `${safeArea}/${randomBytes(16).toString('hex')}.${extension.replace(/[^a-z0-9]/gi, '')}`;
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
      const key = newStorageKey(area, extension);
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
    async ping() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.R_OK | constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
  };
}
