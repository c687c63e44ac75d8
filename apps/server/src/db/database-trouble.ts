/**
 * Why the accounts database cannot serve a request right now, when the cause
 * passes with time rather than being a bug: a client is then answered 503 with
 * Retry-After instead of 500, in words that say what happened.
 *
 * - busy: another request or process holds a lock, or every connection is in use;
 * - unavailable: the database cannot be reached (restarting, failing over, a
 *   dropped connection) or will not accept writes;
 * - full: the disk (or another resource of the database server) is exhausted.
 */
export type DatabaseTrouble = 'busy' | 'unavailable' | 'full';

// SQLite: another connection holds the lock. PostgreSQL: lock_timeout (55P03), statement_timeout (57014),
// too many connections (53300).
const BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY', 'SQLITE_LOCKED', '55P03', '57014', '53300']);
// pg-pool's words when no connection of the pool became free within its wait.
const POOL_EXHAUSTED = 'timeout exceeded when trying to connect';

const UNAVAILABLE_CODES = new Set([
  // The network path to the server: refused while it restarts, reset or timed out when it went away.
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL ended the session: shut down or restarted (57P01, 57P02), still starting (57P03), idle too long (57P05).
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  // A failover left the pool on a read-only standby.
  '25006',
  // SQLite could not read or write its files (a disk error, a file made read-only underneath the server).
  'SQLITE_CANTOPEN',
  'SQLITE_READONLY',
]);
// node-postgres reports a lost connection by message only: "Connection terminated unexpectedly",
// "… due to connection timeout", and "Client has encountered a connection error and is not queryable".
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /is not queryable$/, /^Cannot use a pool after calling end/];

// ENOSPC and EDQUOT surface from the file system; SQLite turns them into SQLITE_FULL.
const FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT']);

function troubleOfCode(code: string): DatabaseTrouble | undefined {
  if (BUSY_CODES.has(code)) return 'busy';
  if (FULL_CODES.has(code)) return 'full';
  // Class 53, insufficient resources (53100 disk full, 53200 out of memory…); 53300 is counted as busy above.
  if (/^53[0-9A-Z]{3}$/.test(code)) return 'full';
  if (UNAVAILABLE_CODES.has(code)) return 'unavailable';
  // Class 08, connection exception, except 08P01: a protocol violation is a bug, not an outage.
  if (/^08[0-9A-Z]{3}$/.test(code) && code !== '08P01') return 'unavailable';
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY_')) return 'unavailable';
  return undefined;
}

/** The passing trouble that `error`, or an error that caused it, stands for; undefined for any other failure. */
export function databaseTrouble(error: unknown): DatabaseTrouble | undefined {
  // Drivers wrap (a cause chain) and Node groups the attempts at each address of a host (AggregateError).
  const pending: { error: unknown; depth: number }[] = [{ error, depth: 0 }];
  while (pending.length > 0) {
    const { error: candidate, depth } = pending.shift()!;
    if (!candidate || typeof candidate !== 'object' || depth > 5) continue;
    const { code, message, cause, errors } = candidate as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const byCode = typeof code === 'string' ? troubleOfCode(code) : undefined;
    if (byCode) return byCode;
    if (typeof message === 'string') {
      if (message.includes(POOL_EXHAUSTED)) return 'busy';
      if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unavailable';
    }
    pending.push({ error: cause, depth: depth + 1 });
    if (Array.isArray(errors)) for (const inner of errors) pending.push({ error: inner, depth: depth + 1 });
  }
  return undefined;
}

/** Whether `error` (or what caused it) is the database refusing to wait any longer for a lock or a connection. */
export function isDatabaseBusy(error: unknown): boolean {
  return databaseTrouble(error) === 'busy';
}
