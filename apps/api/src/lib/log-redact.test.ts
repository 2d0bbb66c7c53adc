import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { maskPhone, redactText, redactValue } from './log-redact.ts';

const HASH = 'scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5/2V5+2V5a2V5';
const TOKEN = 'Qm9vb29vb29vb29vb29vb29vb29vb29vb29vb29vb2';

describe('log redaction', () => {
  it('masks phones the way support reads them', () => {
    expect(maskPhone('+380671234545')).toBe('+380 67 *** ** 45');
    expect(maskPhone('дзвонив 0671234545 і 380501112233')).toBe(
      'дзвонив +380 67 *** ** 45 і +380 50 *** ** 33',
    );
    expect(maskPhone('id 12380671234545')).toBe('id 12380671234545');
  });

  it("hides a failed query's parameters, hashes and tokens, and keeps ids and paths", () => {
    const error = new DrizzleQueryError('insert into "users" ("phone", "password_hash") values ($1, $2)', [
      '+380671234545',
      HASH,
    ]);
    const out = redactValue({ err: error }) as { err: Record<string, unknown> };
    expect(out.err.type).toBe('DrizzleQueryError');
    expect(out.err.message).toBe(
      'Failed query: insert into "users" ("phone", "password_hash") values ($1, $2)\nparams: ***',
    );
    expect(JSON.stringify(out)).not.toMatch(/0671234545|scrypt\$3/);
    expect(out.err).not.toHaveProperty('params');
    expect(out.err).not.toHaveProperty('query');
    expect(redactText(`token ${TOKEN} order 0b6c7a38-3f52-4c55-9a0e-2f8a8d7e41c2`)).toBe(
      'token *** order 0b6c7a38-3f52-4c55-9a0e-2f8a8d7e41c2',
    );
    expect(redactText('at /work/main/apps/api/src/modules/accounts/service.ts:162:5')).toBe(
      'at /work/main/apps/api/src/modules/accounts/service.ts:162:5',
    );
  });

  it('hides values under secret keys and codes that are not error codes, at any depth', () => {
    const out = redactValue({
      phone: '+380671234545',
      code: '123456',
      nested: { group_code: '12345678', passwordHash: HASH, access_token: TOKEN, list: [{ code: '23505' }] },
      err: Object.assign(new Error('duplicate key'), {
        code: '23505',
        detail: 'Key (phone)=(+380671234545)',
      }),
    });
    expect(out).toEqual({
      phone: '+380 67 *** ** 45',
      code: '***',
      nested: { group_code: '***', passwordHash: '***', access_token: '***', list: [{ code: '23505' }] },
      err: expect.objectContaining({ code: '23505', detail: 'Key (phone)=(+380 67 *** ** 45)' }),
    });
  });

  // The sandbox checkout link's signature once reached the request log, its %2B and %2F splitting the run
  // (decision 129).
  it('hides signed payloads, signatures, codes and keys in any query string or quoted form body', () => {
    const signature = encodeURIComponent('aB+/cD12+e/fGH34ij+KLmn0pq=');
    const data = encodeURIComponent('eyJ2ZXJzaW9uIjozLCJhbW91bnQiOjI5OX0+/x=');
    expect(redactText(`/api/payments/sandbox/checkout?data=${data}&signature=${signature}`)).toBe(
      '/api/payments/sandbox/checkout?data=***&signature=***',
    );
    expect(
      redactText(`link https://www.liqpay.ua/api/3/checkout?data=${data}&signature=${signature} made`),
    ).toBe('link https://www.liqpay.ua/api/3/checkout?data=***&signature=*** made');
    expect(redactText(`body data=${data}&signature=${signature}`)).toBe('body data=***&signature=***');
    expect(
      redactText(
        '/images/theory/t.svg?expires=1795720792&sig=Zm9vYmFy&x=1&group_code=12345678&api_key=k&Token=t',
      ),
    ).toBe('/images/theory/t.svg?expires=1795720792&sig=***&x=1&group_code=***&api_key=***&Token=***');
    expect(redactText('/api/repeat-themes?type=hard&theme_id=3')).toBe(
      '/api/repeat-themes?type=hard&theme_id=3',
    );
    expect(redactText('задайте PAYMENT_PROVIDER=liqpay')).toBe('задайте PAYMENT_PROVIDER=liqpay');
  });

  it('hides secret headers by any spelling, and the data of a signed pair but not other data', () => {
    const out = redactValue({
      headers: {
        authorization: `Bearer ${TOKEN}`,
        'proxy-authorization': 'Basic dXNlcjpwYXNz',
        cookie: 'sid=1',
        'set-cookie': ['sid=1'],
        'x-api-key': 'k',
        'x-signature': 's',
        'content-type': 'application/json',
      },
      callback: { data: 'eyJhIjoxfQ==', signature: 'c2ln' },
      data: [1, 2],
    });
    expect(out).toEqual({
      headers: {
        authorization: '***',
        'proxy-authorization': '***',
        cookie: '***',
        'set-cookie': '***',
        'x-api-key': '***',
        'x-signature': '***',
        'content-type': 'application/json',
      },
      callback: { data: '***', signature: '***' },
      data: [1, 2],
    });
  });
});
