/**
 * The mailbox an e-mail address reaches: the key every per-address budget counts by (contact form,
 * sign-in throttles), and by which a reviewer is matched against a shop's people.
 * `Same+1@Example.org` and `same+2@example.org` land in one mailbox. Lower-case; a `+tag` of the
 * local part dropped; at Gmail, whose mailboxes ignore dots, the dots too (googlemail.com is the
 * same service). Only for counting and matching: the address a message is answered to stays as typed.
 */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}
