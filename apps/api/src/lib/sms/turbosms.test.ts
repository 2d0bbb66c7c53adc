import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTurboSms } from './turbosms.ts';
import { SmsError } from './sender.ts';

interface Received {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

/** A local stand-in for the TurboSMS HTTP API; each test sets how it answers. */
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let answer: (res: ServerResponse) => void = () => {};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        body: JSON.parse(raw || 'null'),
      });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
});

function json(status: number, body: unknown) {
  return (res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

const sender = () => createTurboSms({ url: baseUrl, token: 'secret-token', sender: 'PDR', timeoutMs: 300 });

describe('TurboSMS provider', () => {
  it('posts message/send.json with the bearer token, the number without plus, sender and text', async () => {
    answer = json(200, { response_code: 800, response_status: 'SUCCESS_MESSAGE_SENT', response_result: [] });
    await sender().send('+380671234567', 'Код: 123456');
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/message/send.json',
        authorization: 'Bearer secret-token',
        body: { recipients: ['380671234567'], sms: { sender: 'PDR', text: 'Код: 123456' } },
      },
    ]);
  });

  it('accepts response code 801 as success', async () => {
    answer = json(200, { response_code: 801, response_status: 'SUCCESS_MESSAGE_ACCEPTED' });
    await expect(sender().send('+380671234567', 'x')).resolves.toBeUndefined();
  });

  it('rejects a refusal such as an invalid token, naming the code but not the text', async () => {
    answer = json(200, { response_code: 103, response_status: 'REQUIRED_TOKEN' });
    const error = await sender()
      .send('+380671234567', 'Код: 654321')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect((error as SmsError).detail).toContain('103');
    expect((error as SmsError).message).not.toContain('654321');
  });

  it('rejects an HTTP error answer', async () => {
    answer = json(500, { response_code: 999, response_status: 'INTERNAL' });
    await expect(sender().send('+380671234567', 'x')).rejects.toThrow(/HTTP 500/);
  });

  it('rejects an answer that is not JSON', async () => {
    answer = (res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad gateway</html>');
    };
    await expect(sender().send('+380671234567', 'x')).rejects.toThrow(/without a JSON answer/);
  });

  it('gives up when the provider does not answer in time', async () => {
    answer = () => {}; // never answers
    const started = Date.now();
    await expect(sender().send('+380671234567', 'x')).rejects.toThrow(/no answer in 300 ms/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('rejects when the provider cannot be reached', async () => {
    const closed = createTurboSms({ url: 'http://127.0.0.1:9/', token: 't', sender: 'PDR', timeoutMs: 2000 });
    await expect(closed.send('+380671234567', 'x')).rejects.toBeInstanceOf(SmsError);
  });

  it('waits 10 seconds by default', async () => {
    const { TURBOSMS_TIMEOUT_MS } = await import('./turbosms.ts');
    expect(TURBOSMS_TIMEOUT_MS).toBe(10_000);
  });
});
