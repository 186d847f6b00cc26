/**
 * Whether a shop's part can still be withdrawn from. The period runs from the order until the
 * shop's number of days (at least the legal 14) after the shop reported the part shipped; before
 * shipping it is open. A part refused, cancelled or not yet paid is no contract to withdraw from.
 */
import type { WithdrawalPeriodAnswer } from '../../../contract/calls/orders';
import { WITHDRAWN_STATUSES, type StoredShopOrder } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function withdrawalPeriodOf(part: Pick<StoredShopOrder, 'status' | 'shippedAt' | 'withdrawalDays'>, now = new Date()): WithdrawalPeriodAnswer {
  const days = part.withdrawalDays;
  const endsAt = part.shippedAt ? new Date(Date.parse(part.shippedAt) + days * DAY_MS).toISOString() : null;
  const base = { days, shippedAt: part.shippedAt, endsAt, reason: null };
  if (WITHDRAWN_STATUSES.includes(part.status)) return { ...base, state: 'withdrawn' };
  if (part.status === 'refused' || part.status === 'cancelled') return { ...base, state: 'none', reason: part.status };
  if (part.status === 'awaiting_payment') return { ...base, state: 'none', reason: 'unpaid' };
  if (endsAt && now.toISOString() >= endsAt) return { ...base, state: 'ended' };
  return { ...base, state: 'open' };
}
