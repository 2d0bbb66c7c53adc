import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_STYLE } from '../src/modules/payments/checkout-page.ts';
import { makeUser } from './learning-fixtures.ts';
import { subscribeAs } from './payments-fixtures.ts';
import { drivers, useTestApp } from './test-app.ts';

/** The home page shell's CSS, inline in the built index.html (decision 117). */
const SHELL_CSS = '._hero_1x2y3_1{color:#123}.a>b{margin:0}';

function builtWithShell(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdr-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="uk"><div id="home-shell"><style>${SHELL_CSS}</style><h1>ПДР</h1></div><div id="root"></div></html>`,
  );
  return dir;
}

/** The policy's directives by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe.each(drivers)('the Content-Security-Policy on %s (decision 131)', (driver) => {
  const ctx = useTestApp(driver, { env: { WEB_DIST: builtWithShell() } });

  it('allows no inline style: style files of this origin, the home shell and the checkout page by their hashes', async () => {
    for (const url of ['/', '/api/categories']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const policy = String(res.headers['content-security-policy']);
      expect(policy, url).not.toContain('unsafe-inline');
      expect(policy, url).not.toContain('unsafe-eval');
      const csp = directives(policy);
      expect(csp.get('style-src'), url).toEqual(["'self'", sha256(SHELL_CSS), sha256(CHECKOUT_STYLE)]);
      expect(csp.get('style-src-attr'), url).toEqual(["'none'"]);
      expect(csp.get('script-src')?.[0], url).toBe("'self'");
    }
  });

  it("allows the sandbox checkout page's own style element, and it has no other", async () => {
    const learner = await makeUser(ctx.database.db);
    const { link } = await subscribeAs(ctx.app, learner.token);
    const url = new URL(link);
    const res = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    const styles = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1] ?? ''));
    expect(styles).toEqual([sha256(CHECKOUT_STYLE)]);
    expect(res.body).not.toMatch(/\sstyle=/);
    expect(directives(res.headers['content-security-policy']).get('style-src')).toContain(styles[0]);
  });
});

describe('the Content-Security-Policy without a built app', () => {
  const ctx = useTestApp('pglite', { env: { WEB_DIST: mkdtempSync(path.join(os.tmpdir(), 'pdr-web-')) } });

  it('allows style files of this origin and the checkout page only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(directives(res.headers['content-security-policy']).get('style-src')).toEqual([
      "'self'",
      sha256(CHECKOUT_STYLE),
    ]);
  });
});
