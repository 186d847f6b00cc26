/** The shipping table as the portal's form posts it (country_0, costCents_0, …; a blank country is no row, a ticked remove_i drops it). */
import type { ShippingRowInput } from '../../../contract/calls/portal';

const MAX_ROWS = 61;

export function shippingRowsOf(form: Record<string, unknown>): ShippingRowInput[] {
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string).trim() : '');
  const count = Math.min(MAX_ROWS, Number(text('rows')) || 0);
  const rows: ShippingRowInput[] = [];
  for (let i = 0; i < count; i++) {
    const country = text(`country_${i}`).toUpperCase();
    if (!country || text(`remove_${i}`)) continue;
    const freeFrom = text(`freeFromCents_${i}`);
    rows.push({
      country,
      costCents: text(`costCents_${i}`),
      freeFromCents: freeFrom === '' ? null : freeFrom,
      deliveryDaysMin: text(`deliveryDaysMin_${i}`),
      deliveryDaysMax: text(`deliveryDaysMax_${i}`),
    });
  }
  return rows;
}
