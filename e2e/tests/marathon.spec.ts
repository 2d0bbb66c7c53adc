import { expect, test } from '@playwright/test';
import { questionShown } from '../support/demo-pack.ts';
import { phoneSequence, signInLearner } from '../support/learner.ts';

/* 'Марафон' (issue 51, item 3): the whole bank one question after another, the place kept on the server. */
const nextPhone = phoneSequence('+38066', (Date.now() % 1_000_000) + 8_000_000);

test('a learner answers 5 marathon questions on a phone, signs in on a desktop and continues at question 6', async ({
  browser,
  request,
}) => {
  const learner = { phone: nextPhone(), password: 'Marafon-2026', firstName: 'Тарас', lastName: 'Гнатюк' };
  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await signInLearner(page, request, learner);
  await page.goto('/#/marathon');
  const seen: string[] = [];
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByText(new RegExp(`^Питання ${n} з \\d+$`))).toBeVisible();
    const q = await questionShown(page);
    seen.push(q.text);
    // Right on odd questions, wrong on even ones: the verdict and the comment show at once.
    const choice = q.answers.find((a) => a.correct === (n % 2 === 1))!;
    await page.locator(`input[type="radio"][value="${choice.id}"]`).check();
    await page.getByRole('button', { name: 'Відповісти' }).click();
    await expect(
      page.getByRole('heading', {
        name: n % 2 === 1 ? 'Правильно!' : 'Неправильно: правильну відповідь позначено зеленим',
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Далі' }).click();
  }
  await expect(page.getByText(/^Питання 6 з \d+$/)).toBeVisible();
  await expect(page.getByText('Правильно 60% (3 з 5)')).toBeVisible();
  const sixth = await questionShown(page);
  await phone.close();

  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const screen = await desktop.newPage();
  await signInLearner(screen, request, learner);
  await screen.goto('/#/learn');
  await screen.getByRole('link', { name: 'Марафон', exact: true }).first().click();
  await expect(screen).toHaveURL(/#\/marathon$/);
  await expect(screen.getByText(/^Питання 6 з \d+$/)).toBeVisible();
  await expect(screen.getByText('Правильно 60% (3 з 5)')).toBeVisible();
  expect((await questionShown(screen)).text).toBe(sixth.text);
  expect(seen).not.toContain(undefined);

  // Starting again asks first, then begins at question 1.
  await screen.getByRole('button', { name: 'Почати спочатку' }).click();
  await screen.getByRole('dialog').getByRole('button', { name: 'Почати спочатку' }).click();
  await expect(screen.getByText(/^Питання 1 з \d+$/)).toBeVisible();
  expect((await questionShown(screen)).text).toBe(seen[0]);
  await desktop.close();
});
