/**
 * The one rule for a delivery time: the days until the shop dispatches plus the carrier's days to
 * the delivery country. Offers, cart, checkout, mails and the shop page all state it through this
 * function, so a shop's page and its offers never name different windows.
 */
export interface DayRange { min: number; max: number }

/** `dispatch`: one offer's days until dispatch, or the range over a shop's offers. */
export function deliveryWindow(dispatch: number | DayRange, transit: DayRange): DayRange {
  const days = typeof dispatch === 'number' ? { min: dispatch, max: dispatch } : dispatch;
  return { min: days.min + transit.min, max: days.max + transit.max };
}
