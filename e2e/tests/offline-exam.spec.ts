import { expect, test, type Page } from '@playwright/test';
import { answerShown } from '../support/demo-pack.ts';
import { signInLearner } from '../support/learner.ts';

// The exam stays server-checked. It does not start with no network, and an answer given while the
// connection is down waits in the outbox and counts once it is back (decision 137).

// +38093 numbers are used by no other story; this file takes the ones from 5_000_000 up.
let seq = 5_000_000 + (Date.now() % 4_000_000);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('the exam cannot start offline and an answer given during a dropped connection counts', async ({
  page,
  context,
  request,
}) => {
  seq += 1;
  await signInLearner(page, request, {
    phone: `+38093${String(seq).padStart(7, '0')}`,
    password: 'Ispyt-bez-merezhi-2026',
    firstName: 'Тарас',
    lastName: 'Мельник',
  });
  await page.goto('/#/general');
  await expect(heading(page)).toHaveText('Навчання чи іспит?');
  const examOption = page.getByRole('radio', { name: /^Іспит/ });
  await examOption.check();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Іспит можна почати лише онлайн' })).toBeVisible();
  await expect(examOption).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Почати' })).toBeDisabled();

  await context.setOffline(false);
  await expect(examOption).toBeEnabled();
  await examOption.check();
  await page.getByRole('button', { name: 'Почати' }).click();
  const rules = page.getByRole('dialog', { name: 'Правила іспиту' });
  await rules.getByRole('button', { name: 'Зрозуміло, почати іспит' }).click();
  await expect(page.getByRole('region', { name: 'Іспит' })).toBeVisible();

  await answerShown(page, true);
  await expect(page.getByText('Відповідей: 1')).toBeVisible();

  await context.setOffline(true);
  await answerShown(page, true);
  await expect(page.getByText(/відповідь чекає на зв'язок/)).toBeVisible();
  await expect(page.getByText('Відповідей: 1')).toBeVisible();
  // Only the learner's choice waits on the device, never the answer key.
  const waiting = await page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('pdr-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('outbox').objectStore('outbox').getAll();
          get.onsuccess = () =>
            resolve(get.result.map((e: { kind: string; body: unknown }) => [e.kind, e.body]));
        };
      }),
  );
  expect(waiting).toEqual([
    [
      'exam-answer',
      expect.objectContaining({ question_id: expect.any(Number), answer_id: expect.any(Number) }),
    ],
  ]);
  expect(JSON.stringify(waiting)).not.toMatch(/correct|right_answer/);

  await context.setOffline(false);
  await expect(page.getByText('Відповідей: 2')).toBeVisible();
  await expect(page.getByText(/відповідь чекає на зв'язок/)).toBeHidden();
  await expect(
    page
      .getByRole('navigation', { name: 'Питання іспиту' })
      .getByRole('button', { name: 'Питання 2, правильно' }),
  ).toBeVisible();
});
