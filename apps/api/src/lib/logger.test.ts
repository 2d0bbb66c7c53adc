import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logForm, loggerOptions, redactUrl, type LogForm } from './logger.ts';

describe('redactUrl', () => {
  it('hides the recovery token in the path', () => {
    expect(redactUrl('/api/password/recover/abcDEF123')).toBe('/api/password/recover/***');
  });
  it('hides secrets in the query string and keeps the rest', () => {
    expect(redactUrl('/api/x?theme_id=3&token=secret&code=123456')).toBe(
      '/api/x?theme_id=3&token=***&code=***',
    );
  });
  it('leaves ordinary addresses alone', () => {
    expect(redactUrl('/api/theme/block/3/1')).toBe('/api/theme/block/3/1');
  });
});

describe('logForm', () => {
  it('is readable in a terminal unless NODE_ENV=production was set, and JSON without a terminal', () => {
    const tty = { isTTY: true };
    expect(logForm({ NODE_ENV: 'production', NODE_ENV_IS_SET: false }, tty)).toBe('pretty');
    expect(logForm({ NODE_ENV: 'development', NODE_ENV_IS_SET: true }, tty)).toBe('pretty');
    expect(logForm({ NODE_ENV: 'production', NODE_ENV_IS_SET: true }, tty)).toBe('json');
    expect(logForm({ NODE_ENV: 'production', NODE_ENV_IS_SET: false }, { isTTY: false })).toBe('json');
    expect(logForm({ NODE_ENV: 'development', NODE_ENV_IS_SET: true }, {})).toBe('json');
  });
});

const PHONE = '+380671234545';
const SECRETS = [
  PHONE,
  '0671234545',
  'sekret-parol-1',
  'tok3nSecretValue0123456789',
  'scrypt$16384$8$1$c2FsdA$a2V5',
  'bearerTokenValue9876543210abc',
  '482913',
];

/** The same log calls and one request, through a logger of the given form; answers what it wrote. */
async function writeLog(form: LogForm): Promise<string> {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptions('info', { write: (line) => void lines.push(line) }, form) });
  app.get('/api/password/recover/:token', async (request) => {
    request.log.info({ phone: PHONE, password: 'sekret-parol-1', code: '482913' }, 'recovery asked');
    return { ok: true };
  });
  await app.ready();
  app.log.info(
    { user: { phone: PHONE, passwordHash: 'scrypt$16384$8$1$c2FsdA$a2V5' } },
    'signed up 0671234545',
  );
  const failed = Object.assign(new Error('insert failed: params: +380671234545,tok3nSecretValue0123456789'), {
    detail: `Key (phone)=(${PHONE}) already exists.`,
    code: '23505',
  });
  app.log.error({ err: failed }, 'write refused');
  await app.inject({
    method: 'GET',
    url: '/api/password/recover/tok3nSecretValue0123456789?token=tok3nSecretValue0123456789',
    headers: {
      authorization: 'Bearer bearerTokenValue9876543210abc',
      cookie: 'session=bearerTokenValue9876543210abc',
    },
  });
  await app.close();
  return lines.join('');
}

describe.each(['json', 'pretty'] as const)('the %s log', (form) => {
  it('holds no secret, whatever the call site', async () => {
    const log = await writeLog(form);
    expect(log).toContain('signed up');
    expect(log).toContain('write refused');
    expect(log).toContain('recovery asked');
    expect(log).toContain('+380 67 *** ** 45');
    for (const secret of SECRETS) expect(log, secret).not.toContain(secret);
  });
});

describe('the two forms', () => {
  it('are JSON lines, and readable lines with the level, the message and the request on one line', async () => {
    const json = await writeLog('json');
    const records = json
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.map((r) => r.msg)).toEqual(
      expect.arrayContaining(['signed up +380 67 *** ** 45', 'write refused', 'recovery asked']),
    );

    const pretty = await writeLog('pretty');
    expect(() => JSON.parse(pretty.split('\n')[0]!)).toThrow();
    expect(pretty).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: signed up \+380 67 \*\*\* \*\* 45/m);
    expect(pretty).toMatch(/ERROR: write refused/);
    expect(pretty).toMatch(/INFO: incoming request GET \/api\/password\/recover\/\*\*\*\?token=\*\*\*\n/);
    expect(pretty).toMatch(/INFO: request completed → 200 \([\d.]+ ms\)\n/);
    // No colour codes when the lines go to a stream, as into a file.
    expect(pretty).not.toContain('\u001b[');
  });
});
