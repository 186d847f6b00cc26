/**
 * Whether an error says the database could not be reached, rather than that a query was wrong: a
 * PostgreSQL restart or failover (class 57: the server ended the session or is starting; class 08:
 * the connection failed), a refused or broken socket, a connection the client already gave up. The
 * marketplace answers those with 503, which the web tier turns into its fallbacks or its 503 page,
 * and the next call opens a new connection.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const CLIENT_MESSAGES = /Connection terminated|not queryable|Client was closed|timeout exceeded when trying to connect/i;

export function databaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (/^(57P0[1-3]|08\w{3})$/.test(code) || NETWORK_CODES.has(code))) return true;
  return typeof message === 'string' && CLIENT_MESSAGES.test(message);
}
