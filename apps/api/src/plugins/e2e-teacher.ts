import { randomInt } from 'node:crypto';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TEACHER_ROLE_ID } from '@pdr/contract/accounts';
import { groups, schools, users } from '../db/schema/accounts.ts';
import { onRegistrationOf } from '../lib/on-registration.ts';

export const E2E_SCHOOL_NAME = 'Автошкола «Зелена хвиля»';
export const E2E_GROUP_NAME = 'Група вечірня';

/**
 * Test-only (NODE_ENV=test, E2E_TEACHER_PHONES): a user who registers with one of the listed phones becomes a
 * teacher with a new group of their own (a fresh code each time) before the registration answer leaves. The e2e
 * server keeps its database in memory, where the operator CLI (make-teacher, create-group) cannot reach.
 * config.ts refuses the variable outside NODE_ENV=test.
 */
export const e2eTeacherPlugin = fp(
  async (app: FastifyInstance, opts: { phones: string[] }) => {
    onRegistrationOf(app, opts.phones, async (phone, log) => {
      const [user] = await app.db
        .update(users)
        .set({ roleId: TEACHER_ROLE_ID, groupId: null })
        .where(eq(users.phone, phone))
        .returning({ id: users.id });
      if (!user) return;
      const [school] = await app.db
        .insert(schools)
        .values({ name: E2E_SCHOOL_NAME, city: 'Львів' })
        .returning();
      await app.db.insert(groups).values({
        schoolId: school!.id,
        name: E2E_GROUP_NAME,
        code: String(randomInt(10_000_000, 100_000_000)),
        teacherId: user.id,
      });
      log.info({ phone }, 'e2e: teacher with a group of their own on registration (E2E_TEACHER_PHONES)');
    });
  },
  { name: 'e2e-teacher' },
);
