import { expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

/** The shapes node, node-postgres and PostgreSQL give these errors (code on the error, message text). */
const driverError = (message: string, code?: string) => Object.assign(new Error(message), { code });
/** Drizzle's DrizzleQueryError and better-auth wrap the driver's error as `cause`. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

it.each([
  ['connection refused', driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['connection reset', driverError('read ECONNRESET', 'ECONNRESET')],
  ['terminated', driverError('Connection terminated unexpectedly')],
  ['pool timeout', driverError('timeout exceeded when trying to connect')],
  ['admin shutdown', driverError('terminating connection due to administrator command', '57P01')],
  ['cannot connect now', driverError('the database system is starting up', '57P03')],
  ['connection exception class', driverError('connection failure', '08006')],
  ['wrapped by Drizzle', wrapped(driverError('x', '57P01'))],
  [
    'twice wrapped',
    wrapped(wrapped(driverError('Connection terminated due to connection timeout'))),
  ],
  [
    'an AggregateError (IPv4 and IPv6 refused)',
    new AggregateError([driverError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
  ],
])('counts %s as the database being unavailable', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true);
});

it.each([
  ['a unique violation', wrapped(driverError('duplicate key value', '23505'))],
  ['a syntax error', driverError('syntax error at or near "x"', '42601')],
  ['a plain error', new Error('something else')],
  ['a non-error', 'ECONNREFUSED'],
  ['nothing', undefined],
])('does not count %s', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false);
});
