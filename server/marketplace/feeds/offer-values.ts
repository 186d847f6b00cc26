/**
 * One offer's price, stock and delivery time as a member types them in the portal, read by the
 * feeds' own readers, so a value a feed would refuse is refused in the form too and one text is
 * one value in both.
 */
import { readAmount, type AmountProblem } from '../../../locales/amounts';
import { countOf, MAX_MONEY_CENTS, parseDeliveryDays, type CountProblem } from './values';

export interface OfferValues { priceCents: number; stock: number; deliveryDays: number }
export type OfferValueProblem =
  | { field: 'price'; problem: AmountProblem | 'required' }
  | { field: 'stock'; problem: CountProblem | 'required' }
  | { field: 'delivery'; problem: 'notDays' | 'required' };

/** The values, or the first field that cannot be read and why. */
export function readOfferValues(typed: { price: string; stock: string; delivery: string }): OfferValues | OfferValueProblem {
  if (!typed.price.trim()) return { field: 'price', problem: 'required' };
  const price = readAmount(typed.price);
  if ('problem' in price) return { field: 'price', problem: price.problem };
  if (price.cents > MAX_MONEY_CENTS) return { field: 'price', problem: 'tooLarge' };
  if (!typed.stock.trim()) return { field: 'stock', problem: 'required' };
  const stock = countOf(typed.stock);
  if ('code' in stock) return { field: 'stock', problem: stock.code };
  if (!typed.delivery.trim()) return { field: 'delivery', problem: 'required' };
  // A delivery time is working days as a feed states them ("2", "1-3 Werktage"): its largest number.
  const days = /^[-\u2212]/.test(typed.delivery.trim()) ? undefined : parseDeliveryDays(typed.delivery);
  if (days === undefined) return { field: 'delivery', problem: 'notDays' };
  return { priceCents: price.cents, stock: stock.value, deliveryDays: days };
}
