import { SmsError, type SmsSender } from './sender.ts';

export interface TurboSmsOptions {
  /** Base address of the HTTP API, ending in a slash (https://api.turbosms.ua/). */
  url: string;
  token: string;
  sender: string;
  timeoutMs?: number;
}

export const TURBOSMS_TIMEOUT_MS = 10_000;
/** 800: sent; 801: accepted for delivery. Every other response_code is a refusal. */
const SUCCESS_CODES = new Set([800, 801]);

interface TurboSmsAnswer {
  response_code?: unknown;
  response_status?: unknown;
}

/** TurboSMS HTTP API: POST message/send.json with a Bearer token; recipients are digits without the plus. */
export function createTurboSms(options: TurboSmsOptions): SmsSender {
  const endpoint = new URL('message/send.json', options.url.endsWith('/') ? options.url : `${options.url}/`);
  const timeoutMs = options.timeoutMs ?? TURBOSMS_TIMEOUT_MS;
  return {
    provider: 'turbosms',
    async send(phone, text) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.token}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({
            recipients: [phone.replace(/^\+/, '')],
            sms: { sender: options.sender, text },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        throw new SmsError(
          name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : `network error (${name})`,
        );
      }
      let answer: TurboSmsAnswer = {};
      try {
        answer = (await response.json()) as TurboSmsAnswer;
      } catch {
        throw new SmsError(`HTTP ${response.status} without a JSON answer`);
      }
      const code = Number(answer.response_code);
      if (!response.ok || !SUCCESS_CODES.has(code)) {
        throw new SmsError(
          `HTTP ${response.status}, response_code ${String(answer.response_code)} ${String(answer.response_status ?? '')}`.trim(),
        );
      }
    },
  };
}
