import { describe, expect, it } from 'vitest';
import { importContentPack } from '../src/modules/content/import.ts';
import { storedImageName } from '../src/modules/content/storage.ts';
import { SIGNED_IMAGE_WINDOW_S, signImage } from '../src/lib/image-signature.ts';
import { SIGNED_IMAGE_REFUSED } from '../src/plugins/images.ts';
import { basePack, SIGN_SVG, writePack } from './content-fixtures.ts';
import { makeUser } from './learning-fixtures.ts';
import { drivers, useTestApp } from './test-app.ts';

const COVER = storedImageName('th-cover.svg', Buffer.from(SIGN_SVG));
const QUESTION_PICTURE = storedImageName('t33-sign.svg', Buffer.from(SIGN_SVG));

describe.each(drivers)('Premium theory pictures on %s', (driver) => {
  const ctx = useTestApp(driver);

  async function premiumLearner() {
    await importContentPack(ctx.database.db, await writePack(basePack()), { dataDir: ctx.config.DATA_DIR });
    return makeUser(ctx.database.db, { premium: true });
  }
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url });
  /** The path and query of an absolute address the API gave out. */
  const local = (address: string) => {
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  };
  const signedPath = (file: string, now: Date, secret = ctx.config.IMAGE_URL_SECRET) => {
    const { expires, sig } = signImage(secret, `theory/${file}`, now);
    return `/images/theory/${file}?expires=${expires}&sig=${sig}`;
  };
  function expectRefused(res: Awaited<ReturnType<typeof get>>) {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SIGNED_IMAGE_REFUSED });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('<svg');
  }

  it('the theory list gives a signed address that serves the picture, kept by no HTTP cache', async () => {
    const learner = await premiumLearner();
    const list = await ctx.app.inject({ method: 'GET', url: '/api/theories', headers: learner.auth });
    const address = list.json().data[0].image_url as string;
    expect(address).toMatch(new RegExp(`/images/theory/${COVER}\\?expires=\\d+&sig=[\\w-]{43}$`));
    const res = await get(local(address));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toBe(SIGN_SVG);
    // The browser's cache would hand it to a signed-out page too; the service worker keeps it per session.
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await get(local(address), 'HEAD')).statusCode).toBe(200);
  });

  it('the pictures of a theory theme, in its HTML and its list, have signed addresses that work', async () => {
    const learner = await premiumLearner();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/theories/1/content/11',
      headers: learner.auth,
    });
    const block = res.json().data.content.blocks[0] as { content: string; images: string[] };
    const inHtml = /<img src="([^"]+)"/.exec(block.content)?.[1]?.replaceAll('&amp;', '&') ?? '';
    for (const address of [inHtml, ...block.images]) {
      expect(address).toContain(`/images/theory/${COVER}?expires=`);
      expect((await get(local(address))).statusCode).toBe(200);
    }
  });

  it('refuses a theory picture without a signature, in Ukrainian and without the picture', async () => {
    await premiumLearner();
    expectRefused(await get(`/images/theory/${COVER}`));
    const head = await get(`/images/theory/${COVER}`, 'HEAD');
    expect(head.statusCode).toBe(403);
    expect(head.headers['cache-control']).toBe('no-store');
  });

  it('refuses an expired signature, a forged one, one of another picture and one of another key', async () => {
    await premiumLearner();
    const now = new Date();
    expectRefused(await get(signedPath(COVER, new Date(now.getTime() - 3 * SIGNED_IMAGE_WINDOW_S * 1000))));
    const valid = signedPath(COVER, now);
    expectRefused(await get(valid.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`)));
    // A later expiry with the old signature.
    expectRefused(
      await get(valid.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`)),
    );
    const other = signImage(ctx.config.IMAGE_URL_SECRET, 'theory/other-000000000000.svg', now);
    expectRefused(await get(`/images/theory/${COVER}?expires=${other.expires}&sig=${other.sig}`));
    expectRefused(await get(signedPath(COVER, now, 'another-instance-key-of-32-characters!!')));
    expectRefused(await get(`${valid}&sig=x`));
    expect((await get(valid)).statusCode).toBe(200);
  });

  it('gives a theory picture by no other path', async () => {
    await premiumLearner();
    for (const url of [
      `/images/question/${COVER}`,
      `/images/question/..%2ftheory%2f${COVER}`,
      `/images/question/%2e%2e/theory/${COVER}`,
      `/images//theory/${COVER}`,
      `/images/theory/./${COVER}`,
      `/images/theory/%2e/${COVER}`,
      `/IMAGES/theory/${COVER}`,
    ]) {
      const res = await get(url);
      expect(res.body, url).not.toContain('<svg');
      expect(res.statusCode, url).not.toBe(200);
    }
  });

  it('serves question pictures, seen in free lessons, to anyone and for a year', async () => {
    await premiumLearner();
    const res = await get(`/images/question/${QUESTION_PICTURE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
