import { expect, test } from '@playwright/test';
import { violations, watchPolicy } from '../support/csp.ts';

/*
 * The API reference at /api/docs is Swagger UI served by this server. With every request to
 * another origin aborted, the page still renders the routes from /api/docs/json, under the app's own
 * Content-Security-Policy, and the browser refuses nothing. It fits a phone's width too.
 */

test('the API reference renders the routes with the network to the outside closed and nothing refused', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    if (new URL(route.request().url()).origin === origin || route.request().url().startsWith('data:')) {
      return route.continue();
    }
    outside.push(route.request().url());
    return route.abort();
  });
  const refused = await watchPolicy(page);

  const json = page.waitForResponse((res) => res.url().endsWith('/api/docs/json') && res.status() === 200);
  await page.goto('/api/docs');
  await json;
  await expect(page.getByRole('heading', { name: /Тренажер ПДР — API/ })).toBeVisible();
  // Routes of several modules, with their Ukrainian summaries.
  await expect(page.getByText('/api/login', { exact: true })).toBeVisible();
  await expect(page.getByText('Вхід за телефоном і паролем')).toBeVisible();
  await expect(page.getByText('/api/exam/answer', { exact: true })).toBeVisible();
  await expect(page.getByText('/api/ready', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('api-docs-top-1280.png') });

  // An operation opens with its error responses described in Ukrainian.
  await page.getByText('/api/login', { exact: true }).click();
  await expect(page.getByText(/Забагато запитів: спробуйте пізніше/).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('api-docs-1280.png'), fullPage: false });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('api-docs-375.png'), fullPage: false });

  expect(outside).toEqual([]);
  expect(refused).toEqual([]);
  expect(await violations(page)).toEqual([]);
});
