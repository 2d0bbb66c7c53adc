import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, smallint, text, timestamp, char, index } from 'drizzle-orm/pg-core';

export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Always +380XXXXXXXXX. */
  phone: text('phone').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** 1 pupil, 4 teacher. */
  roleId: smallint('role_id').notNull().default(1),
  groupId: integer('group_id'),
  categories: text('categories')
    .array()
    .notNull()
    .default(sql`'{B}'::text[]`),
  premiumUntil: timestamp('premium_until', { withTimezone: true }),
  freePremiumTakenAt: timestamp('free_premium_taken_at', { withTimezone: true }),
  avatar: text('avatar'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    /** 8 digits, shown 3-2-3. */
    code: char('code', { length: 8 }).notNull().unique(),
    teacherId: integer('teacher_id').references(() => users.id),
    premiumPrice: integer('premium_price'),
    premiumDays: integer('premium_days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('groups_school_idx').on(t.schoolId)],
);

/** Bearer tokens, stored only as SHA-256 hashes; a token unused for 30 days expires. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
