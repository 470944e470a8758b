/**
 * A number as people in `language` read it ('th' or 'en': both group thousands with commas,
 * 12,345). Use it instead of `value.toLocaleString(locale)`: that builds a new
 * `Intl.NumberFormat` on every call, and the first one a page builds loads the locale's number
 * data, a long task on a phone (the reading hub's thirteen prices were most of one). A whole
 * number is grouped here without `Intl`; anything else goes to one `Intl.NumberFormat` per
 * language, kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: unknown, language: string): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  if (typeof value !== 'number' && typeof value !== 'bigint') return String(value);
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language.startsWith('en') ? 'en-US' : 'th-TH');
    numberFormats.set(language, format);
  }
  return format.format(value);
}
