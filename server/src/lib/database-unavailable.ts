/** Network errors of a database that is down, restarting or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * PostgreSQL SQLSTATEs of the same situation: class 08 (connection exception), 57P01-57P03
 * (shutting down, crashed, starting up or recovering) and 53300 (too many connections).
 */
const isUnavailableState = (code: string) => code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300';

/** node-postgres says so in words only, without a code. */
const LOST_CONNECTION =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/i;

/**
 * True when an error means "the database can't be reached right now" rather than a bug: the
 * request may be retried once it is back (503), and nothing about it is worth an error id.
 * Drizzle wraps driver errors, so the cause chain is followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
    if (LOST_CONNECTION.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
