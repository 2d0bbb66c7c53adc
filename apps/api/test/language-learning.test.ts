import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ExamResponse } from '@pdr/contract/exam';
import { drivers, useTestApp } from './test-app.ts';
import { answersFor, makeThemes, makeUser, postLesson, type TestUser } from './learning-fixtures.ts';
import { fixClock, makeExamBank } from './exam-fixtures.ts';
import { makeClassroom } from './teacher-fixtures.ts';
import { uniquePhone } from './accounts-fixtures.ts';

/**
 * The learner's and the teacher's refusals, field errors and confirmations in the request's language (issue 50,
 * decision 170): English for `Accept-Language: en` or an English account, Ukrainian otherwise.
 */
describe.each(drivers)(
  'learning, exam, review, theory, teacher, reports and feedback in English on %s',
  (driver) => {
    const ctx = useTestApp(driver);
    const english = { 'accept-language': 'en-GB,en;q=0.9' };

    /** The account's language, set as the learner sets it. */
    async function speak(user: TestUser, language: 'uk' | 'en') {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/settings',
        headers: user.auth,
        payload: { language },
      });
      expect(res.json().language, res.body).toBe(language);
    }

    /**
     * The same request of a signed-in learner in English (their account's language, as the web app's header too)
     * and in Ukrainian (the account's again, with no header).
     */
    async function inBoth(
      user: TestUser,
      send: (headers: Record<string, string>) => Promise<LightMyRequestResponse>,
    ) {
      await speak(user, 'en');
      const en = await send(english);
      await speak(user, 'uk');
      const uk = await send({});
      return { en, uk };
    }
    const as =
      (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
      (headers: Record<string, string>) =>
        ctx.app.inject({
          method,
          url,
          headers: { ...user.auth, ...headers },
          ...(payload ? { payload } : {}),
        });

    it('refuses a Premium-only theme to a free learner', async () => {
      const [, premium] = await makeThemes(ctx.database.db, [
        { questions: 2 },
        { questions: 2, free: false },
      ]);
      const user = await makeUser(ctx.database.db);
      const { en, uk } = await inBoth(user, as(user, 'GET', `/api/theme/block/${premium!.id}/all`));
      expect([en.statusCode, uk.statusCode]).toEqual([403, 403]);
      expect(en.json()).toEqual({ message: 'This theme comes with the Premium plan' });
      expect(uk.json()).toEqual({ message: 'Ця тема доступна з тарифом Преміум' });
    });

    it('answers a signed-in learner whose account says English in English, with no header', async () => {
      const [, premium] = await makeThemes(ctx.database.db, [
        { questions: 2 },
        { questions: 2, free: false },
      ]);
      const user = await makeUser(ctx.database.db);
      const blocks = (headers: Record<string, string> = {}) =>
        as(user, 'GET', `/api/theme/block/${premium!.id}/all`)(headers);
      expect((await blocks()).json().message).toBe('Ця тема доступна з тарифом Преміум');
      await speak(user, 'en');
      expect((await blocks()).json()).toEqual({ message: 'This theme comes with the Premium plan' });
      // The account's language wins over the header.
      expect((await blocks({ 'accept-language': 'uk' })).json().message).toBe(
        'This theme comes with the Premium plan',
      );
    });

    it('names a lesson result’s wrong question and unknown block in the field errors', async () => {
      const [theme, other] = await makeThemes(ctx.database.db, [{ questions: 3 }, { questions: 1 }]);
      const user = await makeUser(ctx.database.db);
      const foreign = [...answersFor(theme!.questions.slice(0, 2)), ...answersFor(other!.questions)];
      const { en, uk } = await inBoth(user, (headers) =>
        postLesson(ctx.app, user, { theme_id: theme!.id, idx: 0, entries: foreign }, headers),
      );
      expect([en.statusCode, uk.statusCode]).toEqual([422, 422]);
      expect(en.json()).toEqual({
        message: 'Please check what you entered',
        errors: { 'data_question.2.question_id': 'The question is not part of this test' },
      });
      expect(uk.json()).toEqual({
        message: 'Перевірте введені дані',
        errors: { 'data_question.2.question_id': 'Питання не належить до цього тесту' },
      });
      const repeated = [...answersFor(theme!.questions), ...answersFor(theme!.questions.slice(0, 1))];
      const twice = await inBoth(user, (headers) =>
        postLesson(ctx.app, user, { theme_id: theme!.id, idx: 0, entries: repeated }, headers),
      );
      expect(twice.en.json().errors).toEqual({ 'data_question.3.question_id': 'The question is repeated' });
      expect(twice.uk.json().errors).toEqual({ 'data_question.3.question_id': 'Питання повторюється' });
    });

    it('says the exam’s daily limit, and names the readiness groups, in each language', async () => {
      await makeExamBank(ctx.database.db, { rules: 24, safety: 6, vehicle: 6, first_aid: 3 });
      fixClock(ctx.app, new Date('2026-11-24T10:00:00Z'));
      const user = await makeUser(ctx.database.db);
      const start = as(user, 'GET', '/api/get-questions-exam-crypt');
      const exam = (await start({})).json<ExamResponse>();
      const submit = await as(user, 'POST', '/api/test-successful', {
        attempt_id: randomUUID(),
        type: 'exam',
        exam_id: exam.exam_id,
        time: '12:30',
        data_question: '[]',
      })({});
      expect(submit.statusCode).toBe(200);

      const { en, uk } = await inBoth(user, start);
      expect([en.statusCode, uk.statusCode]).toEqual([403, 403]);
      expect(en.json().message).toBe(
        'Today’s free exam has been used: on the free plan you can take the exam once a day. The next one is tomorrow, from 00:00 Kyiv time. With Premium there is no limit.',
      );
      expect(uk.json().message).toMatch(/^Сьогоднішній безкоштовний іспит уже використано/);

      // Nothing answered: every group lost its questions unanswered, each named in the request's language.
      const readiness = await inBoth(user, as(user, 'GET', '/api/exam/readiness'));
      const labels = (res: LightMyRequestResponse) =>
        Object.fromEntries(
          res.json<{ groups: { group: string; label: string }[] }>().groups.map((g) => [g.group, g.label]),
        );
      expect(labels(readiness.en)).toEqual({
        rules: 'Rules of the road',
        safety: 'Road safety',
        vehicle: 'Vehicle design and technical condition',
        first_aid: 'First aid',
      });
      expect(labels(readiness.uk)).toEqual({
        rules: 'Правила дорожнього руху',
        safety: 'Безпека дорожнього руху',
        vehicle: 'Будова і технічний стан транспортного засобу',
        first_aid: 'Домедична допомога',
      });
    });

    it('refuses review to a free learner and a review answer of another question', async () => {
      const free = await makeUser(ctx.database.db);
      const due = await inBoth(free, as(free, 'GET', '/api/repetition/due'));
      expect(due.en.statusCode).toBe(403);
      expect(due.en.json()).toEqual({ message: 'Review comes with the Premium plan' });
      expect(due.uk.json()).toEqual({ message: 'Повторення доступне з тарифом Преміум' });

      const [theme] = await makeThemes(ctx.database.db, [{ questions: 3 }]);
      const [first, second] = theme!.questions;
      const user = await makeUser(ctx.database.db, { premium: true });
      expect(
        (
          await postLesson(ctx.app, user, {
            theme_id: theme!.id,
            idx: 0,
            entries: answersFor(theme!.questions),
          })
        ).statusCode,
      ).toBe(200);
      const entries = [{ question_id: first!.id, answer_id: second!.correct }];
      const { en, uk } = await inBoth(user, (headers) =>
        as(user, 'POST', '/api/repetition/result', {
          attempt_id: randomUUID(),
          type: 'review',
          time: 30,
          data_question: JSON.stringify(entries),
        })(headers),
      );
      expect([en.statusCode, uk.statusCode]).toEqual([422, 422]);
      expect(en.json().errors).toEqual({
        'data_question.0.answer_id': 'The answer does not belong to this question',
      });
      expect(uk.json().errors).toEqual({
        'data_question.0.answer_id': 'Відповідь не належить до цього питання',
      });
    });

    it('refuses theory without Premium', async () => {
      const user = await makeUser(ctx.database.db);
      const { en, uk } = await inBoth(user, as(user, 'GET', '/api/theories'));
      expect([en.statusCode, uk.statusCode]).toEqual([403, 403]);
      expect(en.json()).toEqual({ message: 'Theory comes with the Premium plan' });
      expect(uk.json()).toEqual({ message: 'Теорія доступна з тарифом Преміум' });
    });

    it('refuses the teacher’s cabinet to a pupil, and heads the CSV in the teacher’s language', async () => {
      const c = await makeClassroom(ctx.database.db);
      const refused = await inBoth(c.pupil, as(c.pupil, 'GET', '/api/teacher/groups'));
      expect(refused.en.statusCode).toBe(403);
      expect(refused.en.json()).toEqual({ message: 'This section is for teachers only' });
      expect(refused.uk.json()).toEqual({ message: 'Цей розділ лише для викладачів' });

      const { en, uk } = await inBoth(
        c.teacher,
        as(c.teacher, 'GET', `/api/teacher/groups/${c.group.id}/pupils.csv`),
      );
      const lines = (res: LightMyRequestResponse) => res.body.slice(1).split('\r\n');
      expect(lines(en)[0]).toBe(
        'Last name;First name;Category;Premium until;Themes done;Themes in all;Progress (%);Credit tests passed;' +
          'Exams in 30 days;Exams passed in 30 days;Exam readiness (%);Last activity',
      );
      expect(lines(uk)[0]).toMatch(/^Прізвище;Ім'я;Категорія;Преміум до;/);
      // The Premium pupil's end date as each language writes it.
      const premiumUntil = (res: LightMyRequestResponse) =>
        lines(res)
          .slice(1)
          .map((l) => l.split(';')[3])
          .find(Boolean);
      expect(premiumUntil(en)).toMatch(/^\d\d\/\d\d\/\d{4}$/);
      expect(premiumUntil(uk)).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    });

    it('thanks for a question report', async () => {
      const [theme] = await makeThemes(ctx.database.db, [{ questions: 2 }]);
      const user = await makeUser(ctx.database.db);
      const { en, uk } = await inBoth(
        user,
        as(user, 'POST', '/api/reports', { question_id: theme!.questions[0]!.id, reason: 'other' }),
      );
      expect([en.statusCode, uk.statusCode]).toEqual([200, 200]);
      expect(en.json()).toEqual({ message: 'Thank you! We will check the question.' });
      expect(uk.json()).toEqual({ message: 'Дякуємо! Ми перевіримо питання.' });
    });

    it('thanks for a message from the contact form, and says when one phone may write again', async () => {
      const phone = uniquePhone();
      const send = (headers: Record<string, string>, ip: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/callback',
          headers,
          remoteAddress: ip,
          payload: { name: 'Ірина', phone, message: 'Чи можна оплатити частинами?' },
        });
      expect((await send(english, '10.77.0.1')).json()).toEqual({
        message: 'Thank you! We will get in touch with you.',
      });
      expect((await send({}, '10.77.0.2')).json()).toEqual({ message: "Дякуємо! Ми зв'яжемося з вами." });
      await send({}, '10.77.0.3');
      const en = await send(english, '10.77.0.4');
      expect(en.statusCode).toBe(429);
      expect(en.json().errors.phone).toMatch(/^Too many messages\. Try again in \d+ min$/);
      const uk = await send({}, '10.77.0.5');
      expect(uk.json().errors.phone).toMatch(/^Забагато повідомлень\. Спробуйте через \d+ хв$/);
    });
  },
);
