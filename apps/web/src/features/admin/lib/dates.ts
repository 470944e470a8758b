const DAY_MS = 86_400_000;

/** Today's date in Bangkok, YYYY-MM-DD (the overview counts Bangkok days). */
export function bangkokToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(now);
}

/** The YYYY-MM-DD `days` days before `date`. */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted; NaN when either is not a date. */
export function daysInRange(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
}

export function formatDateTime(iso: string | null, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString(language === 'en' ? 'en-GB' : 'th-TH', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  });
}

/** Baht with thousands separators and satang when there are any. */
export function formatBaht(amount: number, language: string): string {
  return amount.toLocaleString(language === 'en' ? 'en-US' : 'th-TH', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * A Bangkok date (YYYY-MM-DD) and time (HH:MM) as an ISO date-time with Bangkok's offset, or
 * null when either is not one (Thailand has no daylight saving: always +07:00).
 */
export function bangkokDateTime(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const iso = `${date}T${time}:00+07:00`;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  // `2026-02-30` rolls over to March: only a real calendar day comes back unchanged.
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10) === date
    ? iso
    : null;
}

/** The Bangkok date and time of an instant, for date and time inputs. */
export function bangkokParts(iso: string): { date: string; time: string } {
  const shifted = new Date(Date.parse(iso) + BANGKOK_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}
