import { describe, expect, it } from 'vitest';
import { failureDetailOf, failureReasonFromQuery, failureReasonOf } from './failure-reason.ts';

describe('failure reasons', () => {
  it('maps a settled payment to the reason the modal explains', () => {
    expect(failureReasonOf({ status: 'expired', failureReason: null })).toBe('qrExpired');
    expect(failureReasonOf({ status: 'failed', failureReason: 'declined' })).toBe(
      'wrongInformation',
    );
    expect(failureReasonOf({ status: 'failed', failureReason: 'payment_failed' })).toBe(
      'wrongInformation',
    );
    expect(failureReasonOf({ status: 'failed', failureReason: 'insufficient_funds' })).toBe(
      'insufficientBalance',
    );
    expect(failureReasonOf({ status: 'failed', failureReason: 'ยอดโอนไม่ตรง' })).toBe(
      'wrongInformation',
    );
    expect(failureReasonOf({ status: 'pending', failureReason: null })).toBeNull();
    expect(failureReasonOf({ status: 'success', failureReason: null })).toBeNull();
  });

  it("shows a reviewer's words, never a provider's code", () => {
    expect(failureDetailOf({ status: 'failed', failureReason: 'ยอดโอนไม่ตรง' })).toBe('ยอดโอนไม่ตรง');
    expect(failureDetailOf({ status: 'failed', failureReason: 'declined' })).toBeNull();
    expect(failureDetailOf({ status: 'failed', failureReason: 'some_code' })).toBeNull();
  });

  it('reads the reason of a cancel address', () => {
    expect(failureReasonFromQuery('declined')).toBe('wrongInformation');
    expect(failureReasonFromQuery('insufficient')).toBe('insufficientBalance');
    expect(failureReasonFromQuery('expired')).toBe('qrExpired');
    expect(failureReasonFromQuery(null)).toBe('cancelled');
  });
});
