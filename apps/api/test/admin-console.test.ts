import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OPERATOR_ROLE_ID } from '@pdr/contract/constants';
import { formatPhone } from '@pdr/contract/phone';
import { users } from '../src/db/schema/accounts.ts';
import { feedback } from '../src/db/schema/repetition.ts';
import { settings } from '../src/db/schema/settings.ts';
import type { SandboxProvider } from '../src/modules/payments/sandbox.ts';
import { runAdminCommand } from '../src/cli/router.ts';
import { drivers, useTestApp } from './test-app.ts';
import { createUser, loginAs, uniquePhone } from './accounts-fixtures.ts';
import { makeThemes, makeUser, type TestUser } from './learning-fixtures.ts';
import { makeTeacher } from './teacher-fixtures.ts';
import { DAY_MS, orderRow, postCallback, premiumUntil, subscribeAs } from './payments-fixtures.ts';

/** The operator's console (decision 145). Operators only; every change is in the audit log. */
describe.each(drivers)('the operator console on %s', (driver) => {
  const ctx = useTestApp(driver);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: user ? user.auth : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function makeOperator(): Promise<TestUser> {
    const user = await makeUser(ctx.database.db);
    await ctx.database.db.update(users).set({ roleId: OPERATOR_ROLE_ID }).where(eq(users.id, user.id));
    return user;
  }

  const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
    ['GET', '/api/admin/reports'],
    ['POST', '/api/admin/reports/1/resolve', { state: 'fixed' }],
    ['GET', '/api/admin/feedback'],
    ['POST', '/api/admin/feedback/1/done'],
    ['GET', '/api/admin/orders'],
    ['GET', `/api/admin/orders/${crypto.randomUUID()}`],
    ['POST', `/api/admin/orders/${crypto.randomUUID()}/refund`],
    ['GET', '/api/admin/tariff'],
    ['PUT', '/api/admin/tariff', { price: 1, days: 1, former_price: null }],
    ['GET', '/api/admin/content'],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/schools'],
    ['GET', '/api/admin/offer'],
    ['PUT', '/api/admin/offer', { title: 'Т', description: 'Т', ends_at: '2030-01-01T00:00:00Z', days: 7 }],
    ['POST', '/api/admin/schools', { name: 'Автошкола «Проба»' }],
    ['POST', '/api/admin/groups', { school_id: 1, name: 'Група' }],
    ['POST', '/api/admin/groups/teacher', { group_code: '12345678', phone: '+380671234567' }],
    ['POST', '/api/admin/pupils/move', { phone: '+380671234567', group_code: '12345678' }],
  ];

  it('answers a guest 401 and a pupil, a Premium pupil or a teacher 403 on every call, even with bad input', async () => {
    const pupil = await makeUser(ctx.database.db);
    const premium = await makeUser(ctx.database.db, { premium: true });
    const teacher = await makeTeacher(ctx.database.db);
    for (const [method, url, body] of [
      ...calls,
      ['POST', '/api/admin/reports/abc/resolve', { x: 1 }] as const,
    ]) {
      const guest = await call(method, url, undefined, body);
      expect(guest.statusCode, url).toBe(401);
      for (const user of [pupil, premium, teacher]) {
        const res = await call(method, url, user, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: 'Цей розділ лише для операторів' });
      }
    }
    const before = await ctx.database.db.select().from(settings).where(eq(settings.id, 1));
    expect(before[0]!.subscriptionPrice).not.toBe(1);
  });

  it('lets an operator read every page', async () => {
    const operator = await makeOperator();
    for (const url of [
      '/api/admin/reports',
      '/api/admin/feedback',
      '/api/admin/orders',
      '/api/admin/tariff',
      '/api/admin/content',
      '/api/admin/audit',
    ])
      expect((await call('GET', url, operator)).statusCode, url).toBe(200);
  });

  it('groups reports by question with counts, reasons and comments, filters them, and resolves them', async () => {
    const operator = await makeOperator();
    const [theme, other] = await makeThemes(ctx.database.db, [{ questions: 2 }, { questions: 1 }]);
    const q = theme!.questions[0]!;
    const learners = [
      await makeUser(ctx.database.db),
      await makeUser(ctx.database.db),
      await makeUser(ctx.database.db),
    ];
    const reasons = ['wrong_answer', 'wrong_answer', 'picture'];
    for (const [i, learner] of learners.entries())
      await call('POST', '/api/reports', learner, {
        question_id: q.id,
        reason: reasons[i],
        ...(i === 0 ? { comment: 'Правильна відповідь — друга' } : {}),
      });
    await call('POST', '/api/reports', learners[0], {
      question_id: other!.questions[0]!.id,
      reason: 'other',
    });

    const queue = await call('GET', `/api/admin/reports?theme_id=${theme!.id}`, operator);
    expect(queue.statusCode).toBe(200);
    const groups = queue.json().groups;
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      question_id: q.id,
      theme_title: theme!.title,
      count: 3,
      reasons: { wrong_answer: 2, picture: 1 },
      comments: [{ text: 'Правильна відповідь — друга' }],
      state: 'open',
    });
    expect(groups[0].answers).toHaveLength(3);
    expect(groups[0].notes).toContain('Коментар до питання 1');
    expect(groups[0].notes).toContain('/images/question/n-');
    expect(groups[0].answers.filter((a: { correct: boolean }) => a.correct)).toHaveLength(1);
    const byReason = (
      await call('GET', `/api/admin/reports?theme_id=${theme!.id}&reason=picture`, operator)
    ).json();
    expect(byReason.groups[0].count).toBe(1);
    expect((await call('GET', '/api/admin/reports?state=lost', operator)).statusCode).toBe(422);

    const bad = await call('POST', `/api/admin/reports/${q.id}/resolve`, operator, { state: 'open' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.state).toBe('Оберіть: Виправлено або Відхилено');
    const done = await call('POST', `/api/admin/reports/${q.id}/resolve`, operator, {
      state: 'fixed',
      note: 'Ключ виправлено',
    });
    expect(done.json()).toEqual({ resolved: 3, message: 'Позначено: Виправлено' });
    const again = await call('POST', `/api/admin/reports/${q.id}/resolve`, operator, { state: 'rejected' });
    expect(again.statusCode).toBe(404);
    const fixed = (
      await call('GET', `/api/admin/reports?state=fixed&theme_id=${theme!.id}`, operator)
    ).json();
    expect(fixed.groups[0]).toMatchObject({ count: 3, state: 'fixed', note: 'Ключ виправлено' });

    const log = (await call('GET', '/api/admin/audit', operator)).json().entries;
    expect(log[0]).toMatchObject({
      action: 'Повідомлення: виправлено',
      target: `Питання №${q.id}`,
      before: { state: 'open', reports: 3 },
      after: { state: 'fixed', note: 'Ключ виправлено' },
    });
    expect(log[0].operator).toContain('Олена');
  });

  it('lists feedback and marks a message Опрацьовано', async () => {
    const operator = await makeOperator();
    const phone = uniquePhone();
    const [row] = await ctx.database.db
      .insert(feedback)
      .values({ name: 'Ірина', phone, message: 'Чи можна оплатити частинами?' })
      .returning();
    const fresh = (await call('GET', '/api/admin/feedback', operator)).json().messages;
    expect(fresh.map((m: { id: number }) => m.id)).toContain(row!.id);
    expect((await call('POST', `/api/admin/feedback/${row!.id}/done`, operator)).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/admin/feedback', operator)).json().messages.map((m: { id: number }) => m.id),
    ).not.toContain(row!.id);
    const doneList = (await call('GET', '/api/admin/feedback?state=done', operator)).json().messages;
    expect(doneList.find((m: { id: number }) => m.id === row!.id).done_at).not.toBeNull();
    expect((await call('POST', '/api/admin/feedback/2000000000/done', operator)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/audit', operator)).json().entries[0].action).toBe(
      'Відгук: опрацьовано',
    );
  });

  it('finds orders by phone and state, shows one, and refunds it as the command line does', async () => {
    const operator = await makeOperator();
    const end = new Date(Date.now() + 30 * DAY_MS);
    const buyer = await createUser(ctx.database.db, { premiumUntil: end });
    const order = await subscribeAs(ctx.app, await loginAs(ctx.app, buyer.phone));
    const sandbox = ctx.app.payments.provider as SandboxProvider;
    await postCallback(
      ctx.app,
      sandbox.signCallback({ order_id: order.order_id, status: 'sandbox', amount: 299, currency: 'UAH' }),
    );
    const found = (
      await call('GET', `/api/admin/orders?phone=${encodeURIComponent(buyer.phone)}&status=paid`, operator)
    ).json();
    expect(found.orders.map((o: { id: string }) => o.id)).toEqual([order.order_id]);
    expect((await call('GET', '/api/admin/orders?phone=12', operator)).json().errors.phone).toBe(
      'Некоректний номер телефону',
    );
    const one = (await call('GET', `/api/admin/orders/${order.order_id}`, operator)).json();
    expect(one.order).toMatchObject({ status: 'paid', days: 90 });
    expect(one.order.last_callback).toBeTruthy();
    expect((await call('GET', '/api/admin/orders/abc', operator)).statusCode).toBe(422);

    const refund = await call('POST', `/api/admin/orders/${order.order_id}/refund`, operator);
    expect(refund.statusCode).toBe(200);
    expect(refund.json().message).toBe('Замовлення повернено');
    expect(await premiumUntil(ctx.database.db, buyer.id)).toEqual(end);
    expect((await orderRow(ctx.database.db, order.order_id)).status).toBe('reversed');
    const twice = await call('POST', `/api/admin/orders/${order.order_id}/refund`, operator);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Повернути можна лише оплачене замовлення');
    expect(await premiumUntil(ctx.database.db, buyer.id)).toEqual(end);
    expect((await call('POST', `/api/admin/orders/${crypto.randomUUID()}/refund`, operator)).statusCode).toBe(
      404,
    );
    const entry = (await call('GET', '/api/admin/audit', operator)).json().entries[0];
    expect(entry).toMatchObject({ action: 'Замовлення: повернення', before: { status: 'paid' } });
  });

  it('reads and changes the tariff, refusing values out of range', async () => {
    const operator = await makeOperator();
    const before = (await call('GET', '/api/admin/tariff', operator)).json();
    const bad = await call('PUT', '/api/admin/tariff', operator, {
      price: 0,
      days: 99999,
      former_price: null,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['days', 'price']);
    const next = { price: 349, days: 120, former_price: 399 };
    const saved = await call('PUT', '/api/admin/tariff', operator, next);
    expect(saved.json()).toEqual(next);
    const entry = (await call('GET', '/api/admin/audit', operator)).json().entries[0];
    expect(entry).toMatchObject({ action: 'Тариф: зміна', before, after: next });
    await call('PUT', '/api/admin/tariff', operator, before);
  });

  it('describes the content pack loaded now', async () => {
    const operator = await makeOperator();
    await makeThemes(ctx.database.db, [{ questions: 2 }]);
    const info = (await call('GET', '/api/admin/content', operator)).json();
    expect(info.themes).toBeGreaterThan(0);
    expect(info.questions).toBeGreaterThanOrEqual(2);
    expect(info.per_category.map((c: { code: string }) => c.code)).toContain('B');
  });

  it('gives and takes the operator role from the command line, with an audit entry', async () => {
    const user = await createUser(ctx.database.db);
    const admin = (...args: string[]) => runAdminCommand(ctx.database.db, args);
    expect((await admin('operator', user.phone))[0]).toMatch(/тепер оператор/);
    expect((await admin('operator', user.phone))[0]).toMatch(/уже оператор/);
    const token = await loginAs(ctx.app, user.phone);
    const auth = { id: user.id, token, auth: { authorization: `Bearer ${token}` } };
    expect((await call('GET', '/api/admin/tariff', auth)).statusCode).toBe(200);
    expect((await admin('no-operator', user.phone))[0]).toMatch(/більше не оператор/);
    expect((await admin('no-operator', user.phone))[0]).toMatch(/не оператор: нічого не змінено/);
    expect((await call('GET', '/api/admin/tariff', auth)).statusCode).toBe(403);
    const rows = await ctx.database.db.execute(
      sql`select action from audit_log where target = ${formatPhone(user.phone)} order by id`,
    );
    expect((rows as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      'Роль: оператор',
      'Роль: не оператор',
    ]);
  });

  it('creates a school and a group, finds it by code, sets its teacher and moves a pupil into it', async () => {
    const operator = await makeOperator();
    const school = await call('POST', '/api/admin/schools', operator, {
      name: 'Автошкола «Консоль»',
      city: 'Рівне',
    });
    expect(school.statusCode).toBe(200);
    const schoolId = Number(/№(\d+)/.exec(school.json().lines[0])![1]);
    const teacher = await createUser(ctx.database.db);
    const group = await call('POST', '/api/admin/groups', operator, {
      school_id: schoolId,
      name: 'Ранкова',
      teacher_phone: teacher.phone,
      price: 150,
      days: 60,
    });
    expect(group.statusCode).toBe(200);
    const code = /Код групи: ([\d ]+)/.exec(group.json().lines.join('\n'))![1]!;
    const found = (await call('GET', `/api/admin/schools?code=${encodeURIComponent(code)}`, operator)).json();
    expect(found.schools).toHaveLength(1);
    expect(found.schools[0]).toMatchObject({ id: schoolId, city: 'Рівне' });
    expect(found.schools[0].groups[0]).toMatchObject({
      name: 'Ранкова',
      premium_price: 150,
      premium_days: 60,
      pupils: 0,
    });
    expect(found.schools[0].groups[0].teacher).toContain('Олена');

    const other = await createUser(ctx.database.db);
    const set = await call('POST', '/api/admin/groups/teacher', operator, {
      group_code: code,
      phone: other.phone,
    });
    expect(set.json().lines.at(-1)).toMatch(/^Викладач групи «Ранкова»/);
    const pupil = await createUser(ctx.database.db);
    const moved = await call('POST', '/api/admin/pupils/move', operator, {
      phone: pupil.phone,
      group_code: code,
    });
    expect(moved.json().lines[0]).toMatch(/переведено до групи «Ранкова»/);
    const after = (await call('GET', `/api/admin/schools?code=${encodeURIComponent(code)}`, operator)).json();
    expect(after.schools[0].groups[0].pupils).toBe(1);

    const missing = await call('POST', '/api/admin/groups', operator, {
      school_id: 2_000_000_000,
      name: 'X',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toMatch(/Автошколи №2000000000 не знайдено/);
    const badCode = await call('POST', '/api/admin/pupils/move', operator, {
      phone: pupil.phone,
      group_code: '12',
    });
    expect(badCode.json().errors.group_code).toBe('Код групи має складатися з 8 цифр');
    const log = (await call('GET', '/api/admin/audit', operator))
      .json()
      .entries.map((e: { action: string }) => e.action);
    expect(log.slice(0, 4)).toEqual([
      'Учень: переведено',
      'Група: викладач',
      'Група: створено',
      'Автошкола: створено',
    ]);
  });

  it('reads and sets the free-Premium offer that the home page shows', async () => {
    const operator = await makeOperator();
    const next = {
      title: 'Тиждень Преміуму безкоштовно',
      description: 'Спробуйте всі можливості тренажера.',
      ends_at: '2030-06-30T20:59:59.000Z',
      days: 7,
    };
    const bad = await call('PUT', '/api/admin/offer', operator, { ...next, ends_at: 'завтра', days: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['days', 'ends_at']);
    const saved = await call('PUT', '/api/admin/offer', operator, next);
    expect(saved.json()).toEqual({ offer: next });
    expect((await call('GET', '/api/admin/offer', operator)).json()).toEqual({ offer: next });
    const page = await ctx.app.inject({ method: 'GET', url: '/api/free/premium' });
    expect(page.json().title).toBe(next.title);
    const entry = (await call('GET', '/api/admin/audit', operator)).json().entries[0];
    expect(entry).toMatchObject({ action: 'Безкоштовний Преміум: зміна', after: next });
  });
});
