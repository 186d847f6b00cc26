/**
 * The second factor: time-based one-time codes (RFC 6238) with the otpauth library, six digits
 * every 30 seconds, as every authenticator app reads them from the enrolment QR code. A code is
 * accepted one step either side of now (clocks drift), and never twice: the step it matched is
 * kept and a code of that step or an earlier one is refused.
 */
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Spareo';
const PERIOD_S = 30;

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** A new secret (160 bits, base32 as the apps take it). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// link the enrolment QR code carries. */
export function otpauthUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The time step the code belongs to, or null when it is wrong or was used already. */
export function acceptedStep(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The current code (the CLI's and the tests' stand-in for the authenticator app). */
export function currentCode(secret: string, now = Date.now()): string {
  return totpOf(secret, '').generate({ timestamp: now });
}
