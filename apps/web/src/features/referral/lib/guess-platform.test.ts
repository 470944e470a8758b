import { describe, expect, it } from 'vitest';
import { guessPlatform } from './guess-platform.ts';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('guessPlatform', () => {
  it("knows each app's in-app browser by its user agent", () => {
    expect(guessPlatform('', `${SAFARI} Line/14.6.0`)).toBe('line');
    expect(guessPlatform('', `${SAFARI} [FBAN/FBIOS;FBAV/460.0.0.35.109;FBBV/591234]`)).toBe(
      'facebook',
    );
    expect(guessPlatform('', `${CHROME} [FB_IAB/FB4A;FBAV/460.0.0.48.109;]`)).toBe('facebook');
    // Instagram's browser names Facebook's as well: it is still Instagram.
    expect(guessPlatform('', `${SAFARI} Instagram 330.0.3.12.235 (iPhone14,2; FBAN/...)`)).toBe(
      'instagram',
    );
    expect(guessPlatform('', `${CHROME} TwitterAndroid`)).toBe('twitter');
    expect(guessPlatform('', `${SAFARI} WhatsApp/2.24.8`)).toBe('whatsapp');
  });

  it('falls back to the referrer when the browser is an ordinary one', () => {
    expect(guessPlatform('https://line.me/R/msg/text/', CHROME)).toBe('line');
    expect(guessPlatform('https://l.facebook.com/l.php?u=x', SAFARI)).toBe('facebook');
    expect(guessPlatform('https://t.co/abc123', SAFARI)).toBe('twitter');
    expect(guessPlatform('https://x.com/someone/status/1', CHROME)).toBe('twitter');
    expect(guessPlatform('https://l.instagram.com/?u=x', CHROME)).toBe('instagram');
    expect(guessPlatform('https://web.whatsapp.com/', CHROME)).toBe('whatsapp');
  });

  it('says unknown for anything else, and never mistakes a look-alike host', () => {
    expect(guessPlatform('', CHROME)).toBe('unknown');
    expect(guessPlatform('https://www.google.com/', SAFARI)).toBe('unknown');
    expect(guessPlatform('https://notline.me.example.com/', SAFARI)).toBe('unknown');
    expect(guessPlatform('https://fakefacebook.com/', SAFARI)).toBe('unknown');
    expect(guessPlatform('not a url', SAFARI)).toBe('unknown');
    // "Online/" in a user agent is not LINE.
    expect(guessPlatform('', `${CHROME} Online/1.0`)).toBe('unknown');
  });
});
