/** A complete seller identity and tax set-up for shops a test makes: without them a shop's feed lists nothing. */
export const SELLER = {
  legal_name: 'Testteile GmbH', street: 'Prüfstraße 1', postcode: '10115', city: 'Berlin', phone: '+49 30 1234567',
  email: 'service@testteile.example', trade_register: 'Amtsgericht Berlin-Charlottenburg', register_number: 'HRB 123456', vat_id: 'DE136695976',
  tax_scheme: 'oss',
} as const;
