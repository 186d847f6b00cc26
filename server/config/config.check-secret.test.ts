/** CHECK_SECRET is configuration: required where challenges cross processes, warned about in production when unset. */
import { loadConfig, unsharedCheckSecretWarning } from './config';
import { checkSecretFrom } from '../request-checks/check-challenge';

const SECRET = 'a'.repeat(32);

test('a marketplace of its own needs the shared secret', () => {
  expect(() => loadConfig({ MARKETPLACE_URL: 'http://127.0.0.1:4000' })).toThrow(/CHECK_SECRET: required with MARKETPLACE_URL/);
  expect(loadConfig({ MARKETPLACE_URL: 'http://127.0.0.1:4000', CHECK_SECRET: SECRET }).CHECK_SECRET).toBe(SECRET);
});

test('a short secret is refused, an empty one counts as unset', () => {
  expect(() => loadConfig({ CHECK_SECRET: 'short' })).toThrow(/CHECK_SECRET/);
  expect(loadConfig({ CHECK_SECRET: '' }).CHECK_SECRET).toBeUndefined();
});

test('production without a secret is warned about; development and a set secret are not', () => {
  expect(unsharedCheckSecretWarning(loadConfig({ NODE_ENV: 'production' }))).toMatch(/CHECK_SECRET is unset/);
  expect(unsharedCheckSecretWarning(loadConfig({ NODE_ENV: 'production', CHECK_SECRET: SECRET }))).toBeUndefined();
  expect(unsharedCheckSecretWarning(loadConfig({}))).toBeUndefined();
});

test('the configured secret signs the challenges; unset, a random one of the process that asked', () => {
  expect(checkSecretFrom(loadConfig({ CHECK_SECRET: SECRET }))).toBe(SECRET);
  const random = checkSecretFrom(loadConfig({}));
  expect(random).toMatch(/^[0-9a-f]{64}$/);
  expect(checkSecretFrom(loadConfig({}))).not.toBe(random);
});
