/**
 * Tax: which VAT rate a shop's part of an order carries (rules.ts, from the rate table in rates.ts),
 * and the one rounding of VAT. Whether a shop's tax set-up lets it go live is the shop's
 * (shops/tax-setup.ts), checked by the rules in contract/tax-setup.ts.
 */
export { isIntraCommunitySupply, vatContained, vatRuleFor, type Seller, type VatRule } from './rules';
export { CHECK_DIGIT_REGISTRY, type VatIdRegistry } from './vat-registry';
export { STANDARD_RATE_BP, EU_VAT_AREA, standardRateBp } from './rates';
export { commissionTaxOf, commissionVatCents, OPERATOR_HOME, type CommissionTax } from './commission';
