import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drivers, useTestApp } from './test-app.ts';
import { makeUser } from './learning-fixtures.ts';
import { uniquePhone } from './accounts-fixtures.ts';
import { takeUnreadFeedback } from '../src/modules/feedback/service.ts';
import { runAdminCommand } from '../src/cli/router.ts';

describe.each(drivers)('POST /api/callback on %s', (driver) => {
  const ctx = useTestApp(driver);
  let ipSeq = 0;
  const nextIp = () => {
    ipSeq += 1;
    return `10.20.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
  };
  const send = (payload: Record<string, unknown>, ip: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/callback', payload, remoteAddress: ip, headers });
  const valid = () => ({ name: 'Ірина', phone: uniquePhone(), message: 'Чи можна оплатити частинами?' });

  async function stored(phone: string) {
    const result = await ctx.database.db.execute(
      sql`select name, phone, message, user_id as "userId", read_at as "readAt" from feedback where phone = ${phone}`,
    );
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  }

  it('stores the message and thanks the sender', async () => {
    const body = { ...valid(), phone: ' 067 123 45 67 ' };
    const res = await send(body, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Дякуємо! Ми зв'яжемося з вами." });
    const rows = await stored('+380671234567');
    expect(rows.at(-1)).toMatchObject({ name: 'Ірина', message: body.message, userId: null, readAt: null });
  });

  it('links the message to a signed-in sender', async () => {
    const user = await makeUser(ctx.database.db);
    const body = valid();
    expect((await send(body, nextIp(), user.auth)).statusCode).toBe(200);
    expect((await stored(body.phone))[0]).toMatchObject({ userId: user.id });
  });

  it('answers 422 naming each bad field in Ukrainian', async () => {
    const res = await send({ name: '', phone: '12', message: 'x'.repeat(2001) }, nextIp());
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['message', 'name', 'phone']);
    expect(errors.message).toBe('Повідомлення задовге (до 2000 символів)');
    const control = await send({ ...valid(), name: 'Ір\u0000ина' }, nextIp());
    expect(control.statusCode).toBe(422);
    expect(Object.keys(control.json().errors)).toEqual(['name']);
    expect((await send({ ...valid(), message: 'x'.repeat(2000) }, nextIp())).statusCode).toBe(200);
  });

  it('refuses a fourth message from one phone in a day with 429 and Retry-After', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 3; i++) expect((await send({ ...valid(), phone }, nextIp())).statusCode).toBe(200);
    const res = await send({ ...valid(), phone }, nextIp());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3600);
    expect(res.json().errors.phone).toMatch(/^Забагато повідомлень/);
    expect(await stored(phone)).toHaveLength(3);
  });

  it('refuses an eleventh message from one address in an hour, whatever the phone', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await send(valid(), ip)).statusCode).toBe(200);
    const res = await send(valid(), ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(valid(), nextIp())).statusCode).toBe(200);
  });

  it('gives the operator the unread messages once, oldest first', async () => {
    const body = valid();
    await send(body, nextIp());
    const now = new Date();
    const first = await takeUnreadFeedback(ctx.database.db, now);
    expect(first.at(-1)).toMatchObject({ phone: body.phone, message: body.message });
    expect(first.map((m) => m.id)).toEqual([...first.map((m) => m.id)].sort((a, b) => a - b));
    expect(await takeUnreadFeedback(ctx.database.db, now)).toEqual([]);
  });

  it('lists new messages for the operator through npm run admin -- feedback and marks them read', async () => {
    await takeUnreadFeedback(ctx.database.db, new Date());
    const body = { ...valid(), message: 'Перший рядок\nДругий рядок' };
    await send(body, nextIp());
    const lines = await runAdminCommand(ctx.database.db, ['feedback']);
    expect(lines[0]).toBe('Нових повідомлень: 1 (тепер позначені прочитаними).');
    expect(lines.join('\n')).toContain(`Ірина · ${body.phone}\n  Перший рядок\n  Другий рядок`);
    expect(await runAdminCommand(ctx.database.db, ['feedback'])).toEqual(['Нових повідомлень немає.']);
    expect((await runAdminCommand(ctx.database.db, ['help']))[0]).toContain('feedback');
  });
});
