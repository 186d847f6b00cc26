/** A complete seller identity for shops a test makes: without one a shop's feed lists nothing. */
export const SELLER = {
  legal_name: 'Testteile GmbH', street: 'Prüfstraße 1', postcode: '10115', city: 'Berlin', phone: '+49 30 1234567',
  email: 'service@testteile.example', trade_register: 'Amtsgericht Berlin-Charlottenburg', register_number: 'HRB 123456', vat_id: 'DE123456789',
} as const;
