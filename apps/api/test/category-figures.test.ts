import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CATEGORY_CODES } from '@pdr/contract/catalog';
import { OPERATOR_ROLE_ID } from '@pdr/contract/constants';
import type { LearningTheme } from '@pdr/contract/learning';
import { users } from '../src/db/schema/accounts.ts';
import { importContentPack } from '../src/modules/content/import.ts';
import { drivers, useTestApp } from './test-app.ts';
import { makeUser, type TestUser } from './learning-fixtures.ts';

const DEMO = fileURLToPath(new URL('../../../content/demo', import.meta.url));

/**
 * Every figure of questions per licence category comes from the one rule (modules/content/categories.ts): the
 * console's count of a category is what a learner of it gets on the map and on the home page.
 */
describe.each(drivers)('questions per licence category on %s', (driver) => {
  const ctx = useTestApp(driver);

  beforeAll(async () => {
    await importContentPack(ctx.database.db, DEMO, { dataDir: 'memory://' });
  });

  async function user(update: Partial<typeof users.$inferInsert>): Promise<TestUser> {
    const made = await makeUser(ctx.database.db, { premium: true });
    await ctx.database.db.update(users).set(update).where(eq(users.id, made.id));
    return made;
  }
  const get = (url: string, who: TestUser) => ctx.app.inject({ method: 'GET', url, headers: who.auth });

  it('counts in the console, for every category, the questions its learner gets', async () => {
    const operator = await user({ roleId: OPERATOR_ROLE_ID });
    const info = (await get('/api/admin/content', operator)).json<{
      per_category: { code: string; questions: number }[];
    }>();
    const figures = new Map(info.per_category.map((c) => [c.code, c.questions]));
    expect([...figures.keys()]).toEqual([...CATEGORY_CODES]);

    for (const code of CATEGORY_CODES) {
      const learner = await user({ categories: [code], activeCategory: code });
      const map = (await get('/api/get-available-themes', learner)).json<{ theme: LearningTheme[] }>().theme;
      const onMap = map.reduce((n, t) => n + t.question_count, 0);
      const home = (await get('/api/progress/total', learner)).json<{ total: number }>().total;
      expect({ code, console: figures.get(code), home }).toEqual({ code, console: onMap, home: onMap });
    }
  });

  it('leaves out of a category the questions of a theme that is not its own', async () => {
    const operator = await user({ roleId: OPERATOR_ROLE_ID });
    const info = (await get('/api/admin/content', operator)).json<{
      questions: number;
      per_category: { code: string; questions: number }[];
    }>();
    const of = (code: string) => info.per_category.find((c) => c.code === code)!.questions;
    // Each of A, B and C has its own design theme, which the other two do not see.
    expect(of('C')).toBeLessThan(info.questions);
    expect(of('A')).toBeLessThan(info.questions);
    expect(of('D')).toBeLessThan(of('C'));
  });
});
