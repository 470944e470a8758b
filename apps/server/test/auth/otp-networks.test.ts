import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../../src/platform/client-network.ts';
import { useTestApp } from '../test-app.ts';

/**
 * Limits per client address count a network, not an address: an IPv6 /64 (one household or phone
 * picks new addresses in it at will) and every loopback address are one client.
 */
const ctx = useTestApp();

function requestCode(email: string, remoteAddress: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/request-otp',
    payload: { Email: email },
    remoteAddress,
  });
}

describe('sign-in codes per network', () => {
  it('counts every address of an IPv6 /64 together: 30 codes an hour', async () => {
    for (let i = 1; i <= 30; i++) {
      const res = await requestCode(`v6-${i}@example.com`, `2001:db8:10:20::${i.toString(16)}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const sameBlock = await requestCode('v6-more@example.com', '2001:db8:10:20:abcd:1:2:3');
    expect(sameBlock.statusCode).toBe(429);
    expect(sameBlock.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // The next /64 is another client.
    const nextBlock = await requestCode('v6-next@example.com', '2001:db8:10:21::1');
    expect(nextBlock.statusCode, nextBlock.body).toBe(200);
  });

  it('counts every loopback address as one machine', async () => {
    for (let i = 1; i <= 30; i++) {
      const res = await requestCode(`loop-${i}@example.com`, `127.0.0.${(i % 2) + 1}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await requestCode('loop-more@example.com', '127.0.0.9')).statusCode).toBe(429);
    expect((await requestCode('loop-v6@example.com', '::1')).statusCode).toBe(429);
  });

  it("limits verify-otp's attempts per /64 too", async () => {
    const answers: number[] = [];
    for (let i = 1; i <= 31; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-otp',
        payload: {
          RequestId: '00000000-0000-4000-8000-000000000000',
          Email: 'nobody@example.com',
          OtpCode: '123456',
        },
        remoteAddress: `2001:db8:99:1:${i.toString(16)}::1`,
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});

describe('clientNetwork', () => {
  it('keeps IPv4 addresses, and reads IPv6 ones as their /64', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:DB8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientNetwork('2001:db8:0:1:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:127.0.0.2')).toBe(clientNetwork('::1'));
    expect(clientNetwork('127.0.0.1')).toBe(clientNetwork('127.1.2.3'));
    expect(clientNetwork('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(clientNetwork('not an address')).toBe('not an address');
  });
});
