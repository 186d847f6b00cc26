/** The withdrawal form as posted (works without JavaScript): the values typed and the positions ticked. */
import type { WithdrawalField, WithdrawalValues } from '../../../views/withdrawal/types';
import { RETURN_REASONS } from '../../../contract/calls/orders';

export const WITHDRAWAL_FIELDS: readonly WithdrawalField[] = ['name', 'email', 'part', 'lines', 'holder', 'iban'];

export const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const list = (value: unknown) => (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string').slice(0, 1000);

/** The form's fields; the lines are the chosen part's ticked positions. */
export function readWithdrawalForm(body: Record<string, unknown>): { values: WithdrawalValues; token: string; positions: number[] } {
  const reason = text(body.reason, 20);
  const values = {
    name: text(body.name, 200), email: text(body.email, 300), part: text(body.part, 40), lines: list(body.lines).map((line) => line.slice(0, 60)),
    // Optional: an unknown value is no reason rather than a refused form.
    reason: (RETURN_REASONS as readonly string[]).includes(reason) ? reason as WithdrawalValues['reason'] : undefined,
    // Asked only when a part was paid by prepayment, and optional there: left empty, the order page asks later.
    // Typed, the marketplace checks them (for such a part only): a wrong IBAN would send the money astray.
    ...(text(body.holder, 200).trim() || text(body.iban, 100).trim() ? { account: { holder: text(body.holder, 200), iban: text(body.iban, 100) } } : {}),
  };
  const positions = values.lines.filter((line) => line.startsWith(`${values.part}:`)).map((line) => Number(line.slice(values.part.length + 1)))
    .filter((position) => Number.isInteger(position) && position >= 1 && position <= 1000);
  return { values, token: text(body.token, 64), positions };
}
