import { describe, expect, it } from 'vitest';
import { unwrapEnvelope } from './envelope.ts';

describe('unwrapEnvelope', () => {
  it('unwraps {success, data} and keeps the message', () => {
    const out = unwrapEnvelope({ success: true, data: { wallet_balance: 10 }, message: 'ok' });
    expect(out.data).toEqual({ walletBalance: 10 });
    expect(out.meta.message).toBe('ok');
    expect(out.success).toBe(true);
  });

  it('unwraps {Success, Data, Message}', () => {
    const out = unwrapEnvelope({ Success: true, Data: { Balance: 3 }, Message: 'hi' });
    expect(out.data).toEqual({ balance: 3 });
    expect(out.meta.message).toBe('hi');
  });

  it('exposes guest_user, session and coin cost beside the data', () => {
    const out = unwrapEnvelope({
      success: true,
      data: { id: 1 },
      guest_user: { session_id: 's1' },
      session: { expires_at: 'x' },
      CoinCost: 600,
    });
    expect(out.data).toEqual({ id: 1 });
    expect(out.meta).toEqual({
      guestUser: { sessionId: 's1' },
      session: { expiresAt: 'x' },
      coinCost: 600,
    });
  });

  it('treats a body without an envelope as the data', () => {
    expect(unwrapEnvelope({ total_count: 2 }).data).toEqual({ totalCount: 2 });
    expect(unwrapEnvelope([{ a_b: 1 }]).data).toEqual([{ aB: 1 }]);
    expect(unwrapEnvelope(undefined).data).toBeUndefined();
  });
});
