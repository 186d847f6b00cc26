/** The payment rules on their own: Stripe's methods per edition and delivery country, and a shop's own methods. */
import { PROVIDER_METHODS } from '../../../contract/index';
import { methodsForShops, providerMethodsFor, shopMethodsFor } from './methods';

const stripe = PROVIDER_METHODS;

test.each([
  ['DE', 'DE', ['card', 'paypal', 'klarna']],
  ['AT', 'AT', ['card', 'paypal', 'klarna', 'eps']],
  ['ES', 'ES', ['card', 'paypal', 'klarna', 'bizum']],
  ['FR', 'FR', ['card', 'paypal', 'klarna']],
  ['IT', 'IT', ['card', 'paypal', 'klarna', 'satispay']],
  ['NL', 'NL', ['card', 'paypal', 'klarna', 'ideal']],
  ['NL', 'BE', ['card', 'paypal', 'klarna', 'ideal', 'bancontact']],
  ['FR', 'BE', ['card', 'paypal', 'klarna', 'bancontact']],
  ['DE', 'AT', ['card', 'paypal', 'klarna', 'eps']],
])('edition %s delivering to %s takes through Stripe: %j', (editionCountry, deliveryCountry, expected) => {
  expect(providerMethodsFor({ editionCountry, deliveryCountry, provider: stripe })).toEqual(expected);
});

test('without a provider none of its methods exists anywhere', () => {
  for (const country of ['DE', 'AT', 'ES', 'FR', 'IT', 'NL', 'BE']) {
    expect(providerMethodsFor({ editionCountry: country, deliveryCountry: country, provider: [] })).toEqual([]);
  }
  expect(methodsForShops([{ listed: 'prepayment,card,paypal', country: 'DE' }], { editionCountry: 'DE', deliveryCountry: 'DE', provider: [] })).toEqual(['prepayment']);
});

test('a shop\'s own methods: cash on delivery only at home; what a shop\'s record lists beyond its own is not offered by it', () => {
  expect(shopMethodsFor({ listed: 'prepayment,cod,invoice', country: 'DE' }, 'DE')).toEqual(['prepayment', 'cod', 'invoice']);
  expect(shopMethodsFor({ listed: 'prepayment,cod,invoice', country: 'DE' }, 'AT')).toEqual(['prepayment', 'invoice']);
  expect(shopMethodsFor({ listed: 'invoice,card,paypal,klarna', country: 'DE' }, 'DE')).toEqual(['invoice']);
});
