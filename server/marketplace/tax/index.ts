/**
 * Tax: which VAT rate a shop's part of an order carries (rules.ts, from the rate table in rates.ts),
 * the one rounding of VAT, and whether a shop's tax set-up lets it go live (setup.ts).
 */
export { isIntraCommunitySupply, vatContained, vatRuleFor, type Seller, type VatRule } from './rules';
export { CHECK_DIGIT_REGISTRY, type VatIdRegistry } from './vat-registry';
export { STANDARD_RATE_BP, EU_VAT_AREA, standardRateBp } from './rates';
export { readTaxSetup, refreshTaxHold, saveTaxSetup, taxHoldReason, type ShopTax } from './setup';
export { commissionTaxOf, commissionVatCents, OPERATOR_HOME, type CommissionTax } from './commission';
