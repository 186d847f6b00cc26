/** The Stripe settings: a secret key of Stripe's shape, and an API base the SDK can take whole. */
import { loadConfig } from './config';

test('the API base is Stripe by default, or a stand-in at scheme, host and port', () => {
  expect(loadConfig({}).STRIPE_API_BASE).toBe('https://api.stripe.com');
  expect(loadConfig({ STRIPE_API_BASE: 'http://127.0.0.1:12111' }).STRIPE_API_BASE).toBe('http://127.0.0.1:12111');
  expect(loadConfig({ STRIPE_API_BASE: 'https://stripe-mock.staging.example/' }).STRIPE_API_BASE).toBe('https://stripe-mock.staging.example/');
});

test('an API base with a path or another scheme is refused, naming the setting', () => {
  expect(() => loadConfig({ STRIPE_API_BASE: 'https://proxy.example/stripe' })).toThrow(/STRIPE_API_BASE: expected scheme, host and port only/);
  expect(() => loadConfig({ STRIPE_API_BASE: 'ftp://api.stripe.com' })).toThrow(/STRIPE_API_BASE: expected an http\(s\) address/);
});

test('a secret key must look like one; empty counts as unset', () => {
  expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' }).STRIPE_SECRET_KEY).toBe('sk_test_abc123');
  expect(loadConfig({ STRIPE_SECRET_KEY: '' }).STRIPE_SECRET_KEY).toBeUndefined();
  expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc123' })).toThrow(/STRIPE_SECRET_KEY: expected a Stripe secret key/);
});
