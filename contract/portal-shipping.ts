/** The portal's shipping table as typed into its form, and what can be wrong with a field (the view words it, the web tier checks it). */
export const SHIPPING_FIELDS = ['country', 'cost', 'freeFrom', 'daysMin', 'daysMax'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
/** What is wrong with one field: the key of its message under portal.shipping.problem. */
export type ShippingProblem = 'country' | 'amount' | 'ambiguous' | 'threeDecimals' | 'tooLarge' | 'days' | 'daysOrder' | 'required' | 'invalid';
/** Problems worded by the one amount reader's texts (common: amount.*), the same in every form. */
export const AMOUNT_WORDED: readonly ShippingProblem[] = ['ambiguous', 'threeDecimals'];

/** One row as typed. */
export type TypedShippingRow = Record<ShippingField, string> & { remove: boolean };
/** Problems by "<row>.<field>" ("form": the table as a whole). */
export type ShippingProblems = Record<string, ShippingProblem>;

