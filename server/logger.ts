import pino from 'pino';

export type Logger = pino.Logger;

/** A second line of defence: request lines log chosen fields only, but a stray object with these keys is censored. */
export const REDACTED = [
  'req.headers', 'res.headers', 'headers', '*.headers',
  'cookie', '*.cookie', 'password', '*.password', 'email', '*.email', 'sid', '*.sid', 'token', '*.token',
  'csr', '*.csr', 'c', 'body', '*.body',
  // Order data: addresses, e-mail, phone.
  'phone', '*.phone', 'recipient', '*.recipient', 'to', '*.to', 'address', '*.address', 'deliveryAddress', '*.deliveryAddress',
  'billingAddress', '*.billingAddress', 'delivery', '*.delivery', 'billing', '*.billing',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, base: { service: 'spareo' }, timestamp: pino.stdTimeFunctions.isoTime, redact: { paths: REDACTED, censor: '[redacted]' } }, destination);
}
