/** Numbers as people in the chosen language read them: 1,000 coins, ฿99 or ฿99.50. */
function locale(language: string): string {
  return language === 'en' ? 'en-US' : 'th-TH';
}

/** Baht without the sign (the catalogue puts ฿ in front); satang only when there are some. */
export function formatBaht(amount: number, language: string): string {
  return amount.toLocaleString(locale(language), {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** mm:ss for a countdown; never negative. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(locale(language), { dateStyle: 'medium', timeStyle: 'short' });
}
