import { describe, expect, it } from 'vitest';
import { fromWireKeys, toWireKeys } from './case-keys.ts';

describe('toWireKeys', () => {
  it('converts camelCase keys to snake_case deeply, through arrays', () => {
    expect(
      toWireKeys({
        firstName: 'Somchai',
        phoneNumber: { countryCode: '+66' },
        items: [{ packageId: 1 }],
      }),
    ).toEqual({
      first_name: 'Somchai',
      phone_number: { country_code: '+66' },
      items: [{ package_id: 1 }],
    });
  });

  it('is acronym-aware', () => {
    expect(toWireKeys({ acceptPDPA: true, PDPAAcceptedAt: 'x', AcceptPdpa: false })).toEqual({
      accept_pdpa: false,
      pdpa_accepted_at: 'x',
    });
  });

  it('leaves values (strings, dates, files) alone', () => {
    const date = new Date(0);
    const out = toWireKeys<{ birth_date: Date; note: string }>({ birthDate: date, note: 'aB' });
    expect(out.birth_date).toBe(date);
    expect(out.note).toBe('aB');
  });
});

describe('fromWireKeys', () => {
  it('converts snake_case keys to camelCase deeply', () => {
    expect(
      fromWireKeys({
        wallet_balance: 5,
        user: { avatar_url: 'a', recent_items: [{ item_id: 1 }] },
      }),
    ).toEqual({ walletBalance: 5, user: { avatarUrl: 'a', recentItems: [{ itemId: 1 }] } });
  });

  it('turns PascalCase server fields into camelCase, acronyms included', () => {
    expect(fromWireKeys({ FullName: 'a', PDPAAcceptedAt: 'b', HasAcceptedPDPA: true })).toEqual({
      fullName: 'a',
      pdpaAcceptedAt: 'b',
      hasAcceptedPdpa: true,
    });
  });

  it('keeps keys that are data, such as dates', () => {
    expect(fromWireKeys({ '2025-01-31': 1 })).toEqual({ '2025-01-31': 1 });
  });
});
