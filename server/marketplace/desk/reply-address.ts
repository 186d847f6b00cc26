/**
 * The reply address of a conversation with a shopper: the desk's mailbox, plus-addressed with the
 * conversation's token (service+<token>@spareo.de). The token is 128 random bits, so an address
 * cannot be guessed from another; the inbound receiver takes mail for these addresses only.
 */
import { randomBytes } from 'node:crypto';
import type { MarketplaceDependencies } from '../dependencies';

/** What the reply mailbox is chosen from: the handlers' ctx.deps, or the composition's. */
export type ReplyMailboxes = Pick<MarketplaceDependencies, 'deskMailbox'> & { personalData: { serviceAddress: string | null } };

/** The mailbox the plus-addresses are made from: the desk's own when one is set, else customer service's; null: none. */
export function replyMailboxOf(deps: ReplyMailboxes): string | null {
  return deps.deskMailbox ?? deps.personalData.serviceAddress ?? null;
}

export function newThreadToken(): string {
  return randomBytes(16).toString('hex');
}

/** The conversation's address; null when the desk has no mailbox (replies then reach nobody here). */
export function threadAddress(box: string | null, token: string): string | null {
  const at = box?.lastIndexOf('@') ?? -1;
  if (!box || at <= 0) return null;
  return `${box.slice(0, at)}+${token}@${box.slice(at + 1)}`;
}

const TOKEN = /^[0-9a-f]{32}$/;

/**
 * The token of an address of ours: local part and domain the mailbox's (letter case aside), the
 * tag a well-formed token. Anything else (another mailbox, no tag, a malformed tag) is undefined.
 */
export function tokenOf(box: string | null, address: string): string | undefined {
  const boxAt = box?.lastIndexOf('@') ?? -1;
  if (!box || boxAt <= 0) return undefined;
  const at = address.lastIndexOf('@');
  if (at <= 0) return undefined;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  if (plus < 0) return undefined;
  if (local.slice(0, plus).toLowerCase() !== box.slice(0, boxAt).toLowerCase()) return undefined;
  if (address.slice(at + 1).toLowerCase() !== box.slice(boxAt + 1).toLowerCase()) return undefined;
  const token = local.slice(plus + 1).toLowerCase();
  return TOKEN.test(token) ? token : undefined;
}
