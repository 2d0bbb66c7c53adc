import type { Page } from '@playwright/test';

interface Watched {
  cspViolations: string[];
}

/** Records every violation the page reports, from before its first script, and every 'Refused …' in the console. */
export async function watchPolicy(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as Watched).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return refused;
}

/** The Content-Security-Policy violations the page has reported since watchPolicy. */
export async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as Watched).cspViolations);
}
