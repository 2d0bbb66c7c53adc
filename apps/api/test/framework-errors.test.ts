import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { BODY_LIMIT_BYTES } from '../src/app.ts';
import { makeUser } from './learning-fixtures.ts';
import { drivers, useTestApp } from './test-app.ts';

/**
 * Every error a client can provoke, Fastify's and Node's own included, answers in the app's
 * one shape `{message, errors?}`, in Ukrainian, without an internal code and without echoing the request.
 */

/** Sent in each request's address or body: an answer must not give it back. */
const MARK = 'zzmarkzz';
const UKRAINIAN = /[а-яіїєґ]/i;

interface Case {
  name: string;
  request: InjectOptions;
  status: number;
  message?: string;
  /** Sent with a learner's token. */
  signedIn?: boolean;
}

const json = { 'content-type': 'application/json' };

const CASES: Case[] = [
  {
    name: 'a bad percent escape in an API address (FST_ERR_BAD_URL)',
    request: { method: 'GET', url: `/api/${MARK}%E0%A4%A` },
    status: 400,
    message: 'Некоректна адреса запиту',
  },
  {
    name: 'a bad percent escape in a page address',
    request: { method: 'GET', url: `/${MARK}/%E0%A4%A` },
    status: 400,
    message: 'Некоректна адреса запиту',
  },
  {
    name: 'a path parameter over the length limit (FST_ERR_MAX_PARAM_LENGTH)',
    request: { method: 'GET', url: `/api/theories/${MARK}${'1'.repeat(200)}` },
    status: 414,
    message: 'Адреса запиту задовга',
  },
  {
    name: 'a body over the limit (FST_ERR_CTP_BODY_TOO_LARGE)',
    request: {
      method: 'POST',
      url: '/api/login',
      headers: json,
      payload: `{"phone":"${MARK}${'x'.repeat(BODY_LIMIT_BYTES)}"}`,
    },
    status: 413,
    message: 'Запит завеликий (не більше 1 МБ)',
  },
  {
    name: 'a content type the API does not read (FST_ERR_CTP_INVALID_MEDIA_TYPE)',
    request: {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': `application/${MARK}` },
      payload: MARK,
    },
    status: 415,
    message: 'Непідтримуваний тип вмісту',
  },
  {
    name: 'an empty content type with a body',
    request: { method: 'POST', url: '/api/login', headers: { 'content-type': '' }, payload: MARK },
    status: 415,
  },
  {
    name: 'broken JSON (FST_ERR_CTP_INVALID_JSON_BODY)',
    request: { method: 'POST', url: '/api/login', headers: json, payload: `{"${MARK}":` },
    status: 400,
    message: 'Некоректний JSON у тілі запиту',
  },
  {
    name: 'JSON with a prototype key',
    request: { method: 'POST', url: '/api/login', headers: json, payload: `{"__proto__":{"${MARK}":1}}` },
    status: 400,
  },
  {
    name: 'an empty JSON body (FST_ERR_CTP_EMPTY_JSON_BODY)',
    request: { method: 'POST', url: '/api/login', headers: json, payload: '' },
    status: 400,
    message: 'Порожнє тіло запиту з типом JSON',
  },
  {
    name: 'a wrong content length (FST_ERR_CTP_INVALID_CONTENT_LENGTH)',
    request: {
      method: 'POST',
      url: '/api/login',
      headers: { ...json, 'content-length': '3' },
      payload: `{"a":"${MARK}"}`,
    },
    status: 400,
  },
  {
    name: 'a body in an encoding the API does not read',
    request: {
      method: 'POST',
      url: '/api/login',
      headers: { ...json, 'content-encoding': 'gzip' },
      payload: MARK,
    },
    status: 400,
  },
  {
    name: 'text where JSON is expected',
    request: { method: 'POST', url: '/api/login', headers: { 'content-type': 'text/plain' }, payload: MARK },
    status: 422,
  },
  {
    name: 'an unknown API route',
    request: { method: 'GET', url: `/api/${MARK}?q=${MARK}` },
    status: 404,
    message: 'Такого методу API не існує',
  },
  {
    name: 'a method the route does not take',
    request: { method: 'DELETE', url: `/api/categories?${MARK}` },
    status: 404,
  },
  { name: 'OPTIONS on an API route', request: { method: 'OPTIONS', url: '/api/categories' }, status: 404 },
  {
    name: 'a method HTTP does not know',
    request: { method: 'PROPFIND' as 'GET', url: `/api/categories?${MARK}` },
    status: 404,
  },
  {
    name: 'a missing file',
    request: { method: 'GET', url: `/assets/${MARK}.js` },
    status: 404,
    message: 'Файл не знайдено',
  },
  {
    name: 'a bad path parameter',
    request: { method: 'GET', url: `/api/theories/${MARK}` },
    status: 422,
    signedIn: true,
  },
  {
    name: 'a bad query string',
    request: { method: 'GET', url: `/api/get-questions-themes-crypt?theme_id=${MARK}%E0%A4%A&theme_id=2` },
    status: 422,
    signedIn: true,
  },
  {
    name: 'many query parameters',
    request: { method: 'GET', url: `/api/student-results?${`${MARK}=1&`.repeat(3000)}` },
    status: 200,
    signedIn: true,
  },
  {
    name: 'a malformed authorization header',
    request: { method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${MARK} ${MARK}` } },
    status: 401,
    message: 'Потрібно увійти в систему',
  },
  {
    name: 'another authorization scheme',
    request: { method: 'GET', url: '/api/user', headers: { authorization: `Basic ${MARK}` } },
    status: 401,
  },
];

function expectAppShape(body: string, where: string) {
  expect(body, where).not.toContain('FST_');
  expect(body, where).not.toContain(MARK);
  expect(body, where).not.toMatch(/statusCode|"error"|"code"/);
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(
    Object.keys(parsed).filter((k) => k !== 'message' && k !== 'errors'),
    where,
  ).toEqual([]);
  expect(parsed.message, where).toMatch(UKRAINIAN);
  for (const text of Object.values((parsed.errors ?? {}) as Record<string, string>)) {
    expect(text, where).toMatch(UKRAINIAN);
  }
}

/** Writes a raw request to the listening app and reads the whole answer: what Node's parser refuses. */
async function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(answer) : reject(error),
    );
    socket.write(request);
  });
}

describe.each(drivers)("errors a client can provoke, in the app's shape, on %s", (driver) => {
  const ctx = useTestApp(driver);

  it.each(CASES)('$name', async ({ request, status, message, signedIn }) => {
    const headers = { ...(request.headers ?? {}) };
    if (signedIn) Object.assign(headers, (await makeUser(ctx.database.db, { premium: true })).auth);
    const res = await ctx.app.inject({ ...request, headers });
    expect(res.statusCode).toBe(status);
    if (status === 200) return;
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expectAppShape(res.body, String(request.url));
    if (message) expect(res.json().message).toBe(message);
  });

  it('answers a HEAD request for an error with the status and no body', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: `/api/${MARK}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('');
  });

  it.each([
    ['a header line without a colon', `GET /api/health HTTP/1.1\r\nHost: x\r\n${MARK}\r\n\r\n`, 400],
    [
      'headers over the size limit',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-${MARK}: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a request line that is not HTTP', `${MARK} ${MARK}\r\n\r\n`, 400],
    [
      'a bad transfer encoding',
      `POST /api/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: ${MARK}\r\n\r\n`,
      400,
    ],
  ])('answers %s, refused by Node before Fastify', async (_name, request, status) => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const answer = await raw(port, request);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(head.toLowerCase()).toContain('cache-control: no-store');
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(Number(/content-length: (\d+)/i.exec(head)?.[1])).toBe(Buffer.byteLength(body));
    expectAppShape(body, request.slice(0, 40));
  });
});
