import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseTrouble } from './database-trouble.ts';

const withCode = (code: string, message = 'database failure') => Object.assign(new Error(message), { code });

/** The error node-postgres gives for a server that refuses the connection: a port nothing listens on. */
async function refusedConnection(): Promise<unknown> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'none', connectionTimeoutMillis: 2000 });
  return client.connect().then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('databaseTrouble', () => {
  it.each([
    ['SQLite write lock', withCode('SQLITE_BUSY'), 'busy'],
    ['PostgreSQL lock_timeout', withCode('55P03', 'canceling statement due to lock timeout'), 'busy'],
    ['PostgreSQL too many connections', withCode('53300'), 'busy'],
    ['no free connection in the pool', new Error('timeout exceeded when trying to connect'), 'busy'],
    ['server shut down or restarted', withCode('57P01', 'terminating connection due to administrator command'), 'unavailable'],
    ['server still starting', withCode('57P03', 'the database system is starting up'), 'unavailable'],
    ['connection dropped', new Error('Connection terminated unexpectedly'), 'unavailable'],
    ['connection attempt timed out', new Error('Connection terminated due to connection timeout'), 'unavailable'],
    ['statement on a dead connection', new Error('Client has encountered a connection error and is not queryable'), 'unavailable'],
    ['connection reset', withCode('ECONNRESET', 'read ECONNRESET'), 'unavailable'],
    ['PostgreSQL connection exception', withCode('08006'), 'unavailable'],
    ['failed over to a read-only standby', withCode('25006', 'cannot execute INSERT in a read-only transaction'), 'unavailable'],
    ['SQLite disk error', withCode('SQLITE_IOERR_WRITE'), 'unavailable'],
    ['SQLite out of room', withCode('SQLITE_FULL', 'database or disk is full'), 'full'],
    ['PostgreSQL disk full', withCode('53100', 'could not extend file: No space left on device'), 'full'],
    ['PostgreSQL out of memory', withCode('53200'), 'full'],
    ['a file system out of room', withCode('ENOSPC'), 'full'],
    ['a wrapped cause', new Error('Failed to get session', { cause: withCode('57P01') }), 'unavailable'],
    ['one of several addresses', new AggregateError([withCode('ECONNREFUSED')], 'connect failed'), 'unavailable'],
  ])('%s is %s', (_name, error, trouble) => {
    expect(databaseTrouble(error)).toBe(trouble);
  });

  it.each([
    ['a duplicate key', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a protocol violation (a bug, not an outage)', withCode('08P01')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['nothing at all', undefined],
  ])('%s is no passing trouble', (_name, error) => {
    expect(databaseTrouble(error)).toBeUndefined();
  });

  it('tells a server that refuses connections (down, restarting) as unavailable', async () => {
    const error = await refusedConnection();
    expect(error).toBeDefined();
    expect(databaseTrouble(error)).toBe('unavailable');
  });
});
