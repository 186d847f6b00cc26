/** Each app's requests carry the secret that app was handed: two apps in one process never share one. */
import type { Request, Response } from 'express';
import { checkSecretOf, handCheckSecret } from './check-secret';

/** A request as it leaves the app's first middleware. */
function passed(secret: string): Request {
  const req = {} as Request;
  handCheckSecret(secret)(req, {} as Response, () => {});
  return req;
}

test('a request reads the secret of the app it reached', () => {
  const [a, b] = [passed('secret-a'), passed('secret-b')];
  expect(checkSecretOf(a)).toBe('secret-a');
  expect(checkSecretOf(b)).toBe('secret-b');
});

test('a request that never passed an app has no secret to sign with', () => {
  expect(() => checkSecretOf({} as Request)).toThrow(/no check secret/);
});
