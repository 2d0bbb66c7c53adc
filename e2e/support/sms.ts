import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/*
 * The server runs with the sandbox SMS provider; outside production the sandbox also appends every message to
 * <tmp>/pdr-sms-outbox-<port>.jsonl (the database is in memory), which is where stories read their codes.
 */
const outbox = () => path.join(os.tmpdir(), `pdr-sms-outbox-${process.env.E2E_PORT ?? 3199}.jsonl`);

/** The seconds between two SMS to one number in the stories (the server's E2E_SMS_INTERVAL_S; a minute in use). */
export const E2E_SMS_INTERVAL_S = 15;

/** The 6-digit codes the sandbox sent to this phone so far, oldest first. */
export function smsCodes(phone: string): string[] {
  const file = outbox();
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .flatMap((line) => {
      const { sms } = JSON.parse(line) as { sms: { phone: string; text: string } };
      const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
      return sms.phone === phone && code ? [code] : [];
    });
}

/** The next code that comes to `phone` after `before` codes, once it is in the outbox. */
export async function nextSmsCode(phone: string, before: number): Promise<string> {
  await expect.poll(() => smsCodes(phone).length).toBeGreaterThan(before);
  return smsCodes(phone).at(-1)!;
}

/**
 * Confirms a learner's number as the learner would, through the API and the code the sandbox sent: the free trial
 * and question reports wait for a confirmed number (decision 166). A number confirmed already (a retried story) is
 * left as it is.
 */
export async function confirmPhoneBySms(request: APIRequestContext, token: string, phone: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const before = smsCodes(phone).length;
  const sent = await request.post('/api/user/phone/code', { headers });
  if (sent.status() === 409) return;
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await nextSmsCode(phone, before);
  const confirmed = await request.post('/api/user/phone/confirm', { headers, data: { code } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** Right after a registration through the form: the confirmation step, left for later, and home. */
export async function confirmLater(page: Page) {
  await expect(page).toHaveURL(/#\/confirm_phone$/);
  await page.getByRole('button', { name: 'Підтвердити пізніше' }).click();
  await expect(page).toHaveURL(/#\/$/);
}
