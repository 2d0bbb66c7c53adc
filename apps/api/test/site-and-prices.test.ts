import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '../src/db/schema/settings.ts';
import { runAdminCommand } from '../src/cli/router.ts';
import { importContentPack } from '../src/modules/content/import.ts';
import { validatePack } from '../src/modules/content/validate.ts';
import { basePack, writePack } from './content-fixtures.ts';
import { drivers, useTestApp } from './test-app.ts';

const DEMO = fileURLToPath(new URL('../../../content/demo', import.meta.url));

const SITE = {
  demo: false,
  official_questions: true,
  seller: {
    legal_name: 'ТОВ «Навчальні програми»',
    tax_id: '12345678',
    address: 'вул. Хрещатик, 1, Київ, 01001',
    email: 'support@example.ua',
  },
  agreement_date: '2026-11-01',
  figures: [{ value: '24/7', label: 'доступ до тренажера з будь-якого пристрою' }],
  contacts: { telegram: 'https://t.me/navchalni_programy' },
};

describe('site.json of a content pack', () => {
  it('is refused with its file and field when the tax id or e-mail is not one', async () => {
    const pack = basePack();
    pack.raw = {
      'site.json': JSON.stringify({ ...SITE, seller: { ...SITE.seller, tax_id: '12-34', email: 'ні' } }),
    };
    const result = await validatePack(await writePack(pack));
    const errors = result.problems.filter((p) => p.level === 'error' && p.file === 'site.json');
    const paths = errors.map((e) => e.path).join(' ');
    expect(paths).toContain('tax_id');
    expect(paths).toContain('email');
  });

  it('refuses a messenger address that is not a Telegram https or viber:// link', async () => {
    const pack = basePack();
    pack.raw = {
      'site.json': JSON.stringify({
        ...SITE,
        contacts: { telegram: 'javascript:alert(1)', viber: 'http://x' },
      }),
    };
    const result = await validatePack(await writePack(pack));
    const paths = result.problems
      .filter((p) => p.level === 'error' && p.file === 'site.json')
      .map((e) => e.path)
      .join(' ');
    expect(paths).toContain('contacts.telegram');
    expect(paths).toContain('contacts.viber');
  });
});

describe.each(drivers)('GET /api/config: what the site says about itself on %s', (driver) => {
  const ctx = useTestApp(driver);
  const config = async () => (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json();

  it('claims nothing before a pack with site.json is imported', async () => {
    expect((await config()).site).toEqual({
      demo: false,
      official_questions: false,
      seller: null,
      agreement_date: null,
      figures: [],
      contacts: {},
    });
  });

  it("carries the operator's seller, agreement date and figures from the pack, and counts the live questions", async () => {
    const pack = basePack();
    pack.raw = { 'site.json': JSON.stringify(SITE) };
    const dir = await writePack(pack);
    const first = await importContentPack(ctx.database.db, dir, { dataDir: ctx.config.DATA_DIR });
    expect(first.counts.site).toEqual({ added: 1, changed: 0, retired: 0 });
    const body = await config();
    expect(body.site).toEqual(SITE);
    expect(body.content.questions).toBe(Object.values(pack.questions).flat().length);
    const again = await importContentPack(ctx.database.db, dir, { dataDir: ctx.config.DATA_DIR });
    expect(again.counts.site).toEqual({ added: 0, changed: 0, retired: 0 });
  });

  it('says the demo pack is a demo, with no seller, no official claim and no figures', async () => {
    await importContentPack(ctx.database.db, DEMO, { dataDir: ctx.config.DATA_DIR });
    expect((await config()).site).toEqual({
      demo: true,
      official_questions: false,
      seller: null,
      // The agreement promises its edition's date: the demo pack states it.
      agreement_date: '2026-11-26',
      figures: [],
      contacts: {},
    });
  });
});

describe.each(drivers)('npm run admin -- price --former on %s', (driver) => {
  const ctx = useTestApp(driver);
  const admin = (...args: string[]) => runAdminCommand(ctx.database.db, args);
  const subscription = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().subscription;

  it('shows no former price until the operator sets one', async () => {
    expect((await subscription()).former_price).toBeNull();
  });

  it('shows a former price set above the current one', async () => {
    expect(await admin('price', '299', '--former', '399')).toEqual([
      'Преміум за замовчуванням: 299 грн за 90 дн.',
      'Колишня ціна 399 грн: картка Преміуму показує її закресленою.',
    ]);
    expect(await subscription()).toMatchObject({ price: 299, former_price: 399 });
  });

  it('hides a former price that is not above the current one, and --former 0 removes it', async () => {
    expect(await admin('price', '--former', '199')).toContain(
      'Колишня ціна 199 грн не вища за поточну, тож її не показано.',
    );
    expect((await subscription()).former_price).toBeNull();
    await admin('price', '--former', '0');
    const [row] = await ctx.database.db.select().from(settings).where(eq(settings.id, 1));
    expect(row?.formerPrice).toBeNull();
    await expect(admin('price', '--former', 'багато')).rejects.toThrow('Колишня ціна має бути цілим числом');
  });
});
