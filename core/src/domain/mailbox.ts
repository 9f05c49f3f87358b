/**
 * Which mailbox an address reaches, as far as its provider says: the key the platform counts a
 * stranger's emails by (addressQuotas/), so that `x+1@`, `X@` and, at Gmail, `x.y@` for `xy@` share
 * one day's cap. Merging two people is the safe mistake here: they receive fewer emails, never more.
 *
 * - Everywhere: lower case, white space and a trailing dot of the domain dropped, and the
 *   sub-address removed (from the first `+` of the name: Gmail, Outlook, iCloud, Proton, Fastmail,
 *   Yahoo… and most mail servers' default).
 * - Providers that ignore characters of the name, by their own documentation: Gmail ignores its
 *   dots (and googlemail.com is gmail.com); Proton ignores dots, hyphens and underscores, and its
 *   free domains are one account's. Others (Outlook, Hotmail, Yahoo, iCloud, Orange, Free, SFR,
 *   La Poste…) keep their dots: an address there is one mailbox per spelling.
 */
const SAME_MAILBOX: Record<string, { domain: string; ignored: RegExp }> = {
  'gmail.com': { domain: 'gmail.com', ignored: /\./g },
  'googlemail.com': { domain: 'gmail.com', ignored: /\./g },
  'proton.me': { domain: 'proton.me', ignored: /[._-]/g },
  'protonmail.com': { domain: 'proton.me', ignored: /[._-]/g },
  'protonmail.ch': { domain: 'proton.me', ignored: /[._-]/g },
  'pm.me': { domain: 'proton.me', ignored: /[._-]/g },
};

/** The mailbox `address` reaches: 'Jean.Dupont+resa@GoogleMail.com' is 'jeandupont@gmail.com'. */
export function mailboxOf(address: string): string {
  const trimmed = address.replace(/\s+/g, '').toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return trimmed;
  const domain = trimmed.slice(at + 1).replace(/\.+$/, '');
  const name = trimmed.slice(0, at).split('+')[0] ?? '';
  const provider = SAME_MAILBOX[domain];
  if (!provider) return `${name}@${domain}`;
  return `${name.replace(provider.ignored, '')}@${provider.domain}`;
}
