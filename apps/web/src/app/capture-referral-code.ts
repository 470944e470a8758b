import { writeStorage } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

const REF_PARAM = 'ref';
const MAX_CODE_LENGTH = 64;

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/**
 * Spec §2 start-up: a `?ref=CODE` link stores the referral code and the parameter is removed from
 * the address bar, keeping every other parameter (byte for byte) and the hash. Runs before the
 * router reads the URL. Returns the stored code, or null.
 */
export function captureReferralCode(win: Window = window): string | null {
  const { pathname, search, hash } = win.location;
  if (search.length <= 1) return null;
  const parts = search.slice(1).split('&');
  let code: string | null = null;
  let found = false;
  const kept = parts.filter((part) => {
    if (part === '') return false;
    const equals = part.indexOf('=');
    const key = decode(equals === -1 ? part : part.slice(0, equals));
    if (key !== REF_PARAM) return true;
    found = true;
    const value = decode(equals === -1 ? '' : part.slice(equals + 1)).trim();
    if (code === null && value !== '' && value.length <= MAX_CODE_LENGTH) code = value;
    return false;
  });
  if (!found) return null;
  if (code !== null) writeStorage(STORAGE_KEYS.ref, code);
  const nextSearch = kept.length > 0 ? `?${kept.join('&')}` : '';
  win.history.replaceState(win.history.state, '', `${pathname}${nextSearch}${hash}`);
  return code;
}
