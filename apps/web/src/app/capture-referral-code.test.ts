import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { captureReferralCode } from './capture-referral-code.ts';

const address = () => `${location.pathname}${location.search}${location.hash}`;

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('captureReferralCode', () => {
  it('stores the code and removes only ?ref= from the address, keeping the rest', () => {
    window.history.replaceState(null, '', '/fortune?utm_source=line&ref=FRIEND42&q=a%20b+c#top');
    expect(captureReferralCode()).toBe('FRIEND42');
    expect(localStorage.getItem(STORAGE_KEYS.ref)).toBe('FRIEND42');
    expect(address()).toBe('/fortune?utm_source=line&q=a%20b+c#top');
  });

  it('drops the question mark when ref was the only parameter', () => {
    window.history.replaceState(null, '', '/?ref=ABC');
    captureReferralCode();
    expect(address()).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.ref)).toBe('ABC');
  });

  it('leaves an address without ref alone', () => {
    window.history.replaceState(null, '', '/wallet?reference=1');
    const replace = vi.spyOn(window.history, 'replaceState');
    expect(captureReferralCode()).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.ref)).toBeNull();
  });

  it('strips an empty ref without storing anything', () => {
    window.history.replaceState(null, '', '/?ref=&x=1');
    expect(captureReferralCode()).toBeNull();
    expect(address()).toBe('/?x=1');
    expect(localStorage.getItem(STORAGE_KEYS.ref)).toBeNull();
  });
});
