/** Providers that ignore dots in the local part: `s.om.chai@gmail.com` is `somchai@gmail.com`. */
const DOTLESS_DOMAINS = new Set(['gmail.com']);
/** Other names of the same provider's mailboxes. */
const DOMAIN_ALIASES: Record<string, string> = { 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an e-mail address delivers to, as far as "the same friend twice" needs it: lower
 * case, without a `+tag` (most providers deliver `x+1@…` to `x@…`), and for Gmail without dots in
 * the local part and with `googlemail.com` as `gmail.com`. Not an address to send to.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  domain = DOMAIN_ALIASES[domain] ?? domain;
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '') || local;
  return `${local}@${domain}`;
}
