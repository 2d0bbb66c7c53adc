import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.ts';
import { drivers, useTestApp } from './test-app.ts';
import { makeClassroom } from './teacher-fixtures.ts';

/** The group's table as a CSV file that Excel in a Ukrainian locale opens with Cyrillic intact (decision 082). */
describe.each(drivers)('GET /api/teacher/groups/:groupId/pupils.csv on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('sends UTF-8 with a byte-order mark, `;` between fields and the Ukrainian header', async () => {
    const c = await makeClassroom(ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ firstName: 'Ґанна-Їжачок', lastName: 'Щербань; "Мала"' })
      .where(eq(users.id, c.pupil.id));
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/teacher/groups/${c.group.id}/pupils.csv`,
      headers: c.teacher.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="group.csv"; filename*=UTF-8''${encodeURIComponent('Група А-1.csv')}`,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      "Прізвище;Ім'я;Категорія;Преміум до;Теми пройдено;Усього тем;Прогрес (%);Заліків складено;Іспитів за 30 днів;" +
        'Іспитів складено за 30 днів;Готовність до іспиту (%);Остання активність',
    );
    expect(lines).toHaveLength(4); // header, two pupils, and the empty string after the last CRLF
    expect(lines[3]).toBe('');
    const row = lines.find((l) => l.includes('Ґанна-Їжачок'))!;
    expect(row.startsWith('"Щербань; ""Мала""";Ґанна-Їжачок;B;;0;')).toBe(true);
    expect(row.split(';')).toHaveLength(13); // 12 fields, one of them holding a quoted `;`
  });

  it('defuses a name that starts like a spreadsheet formula', async () => {
    const c = await makeClassroom(ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://x")', lastName: '+Коваль' })
      .where(eq(users.id, c.pupil.id));
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/teacher/groups/${c.group.id}/pupils.csv`,
      headers: c.teacher.auth,
    });
    expect(res.body).toContain(`'+Коваль;"'=HYPERLINK(""http://x"")"`);
  });
});
