import { readStorage, removeStorage, writeStorage } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';

export const tokenStorage = {
  accessToken: () => readStorage(STORAGE_KEYS.token),
  refreshToken: () => readStorage(STORAGE_KEYS.refreshToken),
  userId: () => readStorage(STORAGE_KEYS.userId),
  save(tokens: { accessToken: string; refreshToken: string; userId: string }) {
    writeStorage(STORAGE_KEYS.token, tokens.accessToken);
    writeStorage(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    writeStorage(STORAGE_KEYS.userId, tokens.userId);
  },
  clear() {
    removeStorage(STORAGE_KEYS.token);
    removeStorage(STORAGE_KEYS.refreshToken);
    removeStorage(STORAGE_KEYS.userId);
  },
};
