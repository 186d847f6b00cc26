/**
 * An import refused before any row is read because the shop has not said who it is. The stored
 * error stays in English for the shops' software (the feed API answers it as it is); the portal
 * reads the missing fields back from it to say them in the member's language.
 */
const LEAD = 'the shop cannot list offers until it has said who it is (shown to shoppers as the law requires); missing: ';

/** The identity fields a shop must give, by their column names; a trader also names one of the last two. */
export type SellerField = 'legal_name' | 'street' | 'postcode' | 'city' | 'phone' | 'email' | 'vat_id or register_number';

export function sellerRefusal(missing: readonly string[]): string {
  return `${LEAD}${missing.join(', ')}`;
}

/** The fields a stored error names as missing, or null when it is another error. */
export function sellerRefusalFields(error: string | null): SellerField[] | null {
  if (!error?.startsWith(LEAD)) return null;
  return error.slice(LEAD.length).split(', ').filter(Boolean) as SellerField[];
}
