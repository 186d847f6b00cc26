/**
 * Tax: which VAT rate a shop's part of an order carries (rules.ts, from the rate table in rates.ts),
 * the one rounding of VAT, and whether a shop's tax set-up lets it go live (setup.ts).
 */
export { vatContained, vatRuleFor, type Seller, type VatRule } from './rules';
export { STANDARD_RATE_BP, EU_VAT_AREA, standardRateBp } from './rates';
export { readTaxSetup, saveTaxSetup, taxHoldReason, type ShopTax } from './setup';
