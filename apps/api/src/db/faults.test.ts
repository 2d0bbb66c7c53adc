import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isConnectionError, isReadStatement } from './faults.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it('knows a killed backend, a refused connection and a closed PGlite, also wrapped by Drizzle', () => {
    expect(isConnectionError(withCode('terminating connection due to administrator command', '57P01'))).toBe(
      true,
    );
    expect(isConnectionError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new DrizzleQueryError('select 1', [], new Error('PGlite is closed')))).toBe(
      true,
    );
    expect(isConnectionError(new AggregateError([withCode('connect', 'ECONNREFUSED')]))).toBe(true);
  });

  it('leaves every other database error to the 500 path', () => {
    expect(isConnectionError(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isConnectionError(withCode('value out of range for type integer', '22003'))).toBe(false);
    expect(isConnectionError(new DrizzleQueryError('insert', [], withCode('boom', 'P0001')))).toBe(false);
    expect(isConnectionError('Connection terminated')).toBe(false);
  });
});

describe('isReadStatement', () => {
  it('retries selects and writing-free WITH queries only', () => {
    expect(isReadStatement('select "id", "updated_at" from "users" where "id" = $1')).toBe(true);
    expect(isReadStatement('  with t as (select 1) select * from t')).toBe(true);
    expect(isReadStatement('select * from users where id = $1 for update')).toBe(false);
    expect(
      isReadStatement('with a as (insert into attempts values ($1) returning id) select count(*) from a'),
    ).toBe(false);
    expect(isReadStatement('update users set first_name = $1')).toBe(false);
    expect(isReadStatement('insert into sessions (user_id) values ($1)')).toBe(false);
  });
});
