import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { trackReferralOnce } from './track-once.ts';

afterEach(() => {
  sessionStorage.clear();
});

const LINE_APP = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 Line/14.6.0';

describe('trackReferralOnce', () => {
  it('counts a code once per browser session, with the platform it guessed', async () => {
    const track = vi.fn().mockResolvedValue({ tracked: true });
    const deps = { track, referrer: '', userAgent: LINE_APP };

    expect(await trackReferralOnce('FRIEND42', deps)).toBe(true);
    expect(await trackReferralOnce('FRIEND42', deps)).toBe(false);
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith({
      referralCode: 'FRIEND42',
      userAgent: LINE_APP,
      platform: 'line',
    });
    // Another code is another visit.
    await trackReferralOnce('OTHER234', deps);
    expect(track).toHaveBeenCalledTimes(2);
  });

  it('sets the mark before the call, so two tabs starting at once count it once', async () => {
    let finish: (value: { tracked: boolean }) => void = () => undefined;
    const track = vi.fn(
      () =>
        new Promise<{ tracked: boolean }>((resolve) => {
          finish = resolve;
        }),
    );
    const first = trackReferralOnce('RACE2345', { track, referrer: '', userAgent: '' });
    expect(sessionStorage.getItem(STORAGE_KEYS.refTracked)).toContain('RACE2345');
    expect(await trackReferralOnce('RACE2345', { track, referrer: '', userAgent: '' })).toBe(false);
    finish({ tracked: true });
    await first;
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('removes the mark when the call fails, so the next page load tries again', async () => {
    const track = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ tracked: true });
    const deps = { track, referrer: 'https://www.facebook.com/', userAgent: 'Mozilla/5.0' };

    await trackReferralOnce('RETRY234', deps);
    expect(sessionStorage.getItem(STORAGE_KEYS.refTracked) ?? '').not.toContain('RETRY234');
    await trackReferralOnce('RETRY234', deps);
    expect(track).toHaveBeenCalledTimes(2);
    expect(track).toHaveBeenLastCalledWith(expect.objectContaining({ platform: 'facebook' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.refTracked)).toContain('RETRY234');
    await trackReferralOnce('RETRY234', deps);
    expect(track).toHaveBeenCalledTimes(2);
  });
});
