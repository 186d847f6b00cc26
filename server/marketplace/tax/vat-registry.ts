/**
 * Whether a VAT ID was issued, as the member states' registry (VIES) would answer: asked before a
 * sale is made tax-free to a business buyer abroad. No network is reached here: the stand-in takes
 * a VAT ID that passed its format and check digit (contract/vat-id) as issued; a VIES client may
 * replace it behind the same face.
 */
export interface VatIdRegistry {
  /** True when the registry confirms the (compact) VAT ID; false when it says it is not valid. */
  confirms(vatId: string): Promise<boolean>;
}

export const CHECK_DIGIT_REGISTRY: VatIdRegistry = { confirms: async () => true };
