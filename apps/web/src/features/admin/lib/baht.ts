import { formatNumber } from '../../../lib/format-number.ts';

/** Baht as typed: digits (thousands commas allowed), then at most two decimals. */
const BAHT_TEXT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * The satang of a price typed in baht, or null when it is not one. Exact: the text is read as
 * whole baht and satang digits, never through a float (`0.29` is 29 satang, not 28.999…).
 */
export function parseBahtToSatang(text: string): number | null {
  const match = BAHT_TEXT.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/,/g, '');
  if (whole.length > 9) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}

/** Satang as a price to edit: `9900` is `99`, `129950` is `1299.50`. */
export function satangToBahtText(satang: number): string {
  const whole = Math.trunc(satang / 100);
  const fraction = Math.abs(satang % 100);
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** Satang as a price to read, with thousands separators: `129950` is `1,299.50`. */
export function formatSatang(satang: number, language: string): string {
  const whole = Math.trunc(satang / 100);
  const fraction = Math.abs(satang % 100);
  const wholeText = formatNumber(whole, language);
  return fraction === 0 ? wholeText : `${wholeText}.${String(fraction).padStart(2, '0')}`;
}
