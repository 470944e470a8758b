import { describe, expect, it } from 'vitest';
import { isSplashSkippedPath, productFromChatTestSegment } from './paths.ts';

describe('isSplashSkippedPath', () => {
  it('skips sign-in callbacks and payment returns only', () => {
    for (const path of [
      '/auth/callback',
      '/auth/callback/google',
      '/oauth/callback',
      '/oauth/callback/line/',
      '/payment/success',
      '/payment/cancel',
    ]) {
      expect(isSplashSkippedPath(path)).toBe(true);
    }
    for (const path of ['/', '/payment', '/auth/callbacks', '/fortune', '/payment/success/x']) {
      expect(isSplashSkippedPath(path)).toBe(false);
    }
  });
});

describe('productFromChatTestSegment', () => {
  it('reads the product of /{product}-chat-test', () => {
    expect(productFromChatTestSegment('tarot-chat-test')).toBe('tarot');
    expect(productFromChatTestSegment('palm-reading-chat-test')).toBe('palm-reading');
    expect(productFromChatTestSegment('-chat-test')).toBeNull();
    expect(productFromChatTestSegment('chat')).toBeNull();
    expect(productFromChatTestSegment(undefined)).toBeNull();
  });
});
