import pino from 'pino';

export type Logger = pino.Logger;

/** A second line of defence: request lines log chosen fields only, but a stray object with these keys is censored. */
export const REDACTED = [
  'req.headers', 'res.headers', 'headers', '*.headers',
  'cookie', '*.cookie', 'password', '*.password', 'email', '*.email', 'sid', '*.sid', 'token', '*.token',
  'csr', '*.csr', 'c', 'body', '*.body', 'iban', '*.iban', 'IBAN', '*.IBAN',
  // Order data: addresses, e-mail, phone.
  'phone', '*.phone', 'recipient', '*.recipient', 'to', '*.to', 'address', '*.address', 'deliveryAddress', '*.deliveryAddress',
  'billingAddress', '*.billingAddress', 'delivery', '*.delivery', 'billing', '*.billing',
];

/**
 * Standard output in writes of about 4 KB, at least once a second, rather than one write per line:
 * with a line for every request that write was a tenth of a stored page's CPU time. pino writes
 * what is left when the process exits; a process killed outright loses at most that second.
 */
function standardOutput(): pino.DestinationStream {
  const output = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      output.flush();
    } catch {
      // Ended as the process exits: nothing left to write.
    }
  }, 1000).unref();
  return output;
}

export function createLogger(level: string, destination: pino.DestinationStream = standardOutput()): Logger {
  return pino({ level, base: { service: 'spareo' }, timestamp: pino.stdTimeFunctions.isoTime, redact: { paths: REDACTED, censor: '[redacted]' } }, destination);
}

/**
 * A logger for one part of a process (its mail worker, its inbound mail): named in `part`, since
 * pino writes a child's bindings after its parent's, so a second `component` would be a second
 * key of that name on every line, which JSON readers take one of at random.
 */
export function partOf(logger: Logger, part: string): Logger {
  return logger.child({ part });
}

/**
 * A request's path as its line logs it: without the query string, at most 300 characters, and a
 * staff invitation's one-time token (which is in its path) replaced: whoever reads the log could
 * otherwise take over the account.
 */
export function loggedPath(url: string | undefined): string {
  return (url ?? '').split('?')[0]!.slice(0, 300).replace(/(\/invitations?\/)[^/]+/i, '$1[token]');
}

/**
 * The same logger for lines whose every field the caller picks (a request's line, a marketplace
 * call's): redaction looks for a visitor's objects, which such lines never hold, and it was two
 * thirds of each line's cost (@pinojs/redact clones the line for its wildcard paths).
 */
export function chosenFieldsOnly(logger: Logger): Logger {
  return logger.child({}, { redact: { paths: [] } });
}
