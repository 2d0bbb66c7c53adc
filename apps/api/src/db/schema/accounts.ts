import { sql } from 'drizzle-orm';
import {
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
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
    /** The category the learner prepares for now: one of `categories` (decision 128). */
    activeCategory: text('active_category').notNull().default('B'),
    /**
     * The language the account is answered in: the API's messages, SMS texts and content (decision 170). Read with
     * the session, so it costs no statement; a learner's other settings are in `user_settings`.
     */
    language: text('language').notNull().default('uk'),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    freePremiumTakenAt: timestamp('free_premium_taken_at', { withTimezone: true }),
    avatar: text('avatar'),
    /** When the learner confirmed the exam rules (the rules modal shows until then). */
    examRulesReadAt: timestamp('exam_rules_read_at', { withTimezone: true }),
    /** When the owner proved the number with an SMS code (or reset the password by one); null: not yet. */
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    /**
     * Until when an unconfirmed account holds its number against a new registration (a day after its own);
     * null for accounts made before numbers were confirmed, which keep theirs (decision 166).
     */
    phoneHeldUntil: timestamp('phone_held_until', { withTimezone: true }),
    /** When the unconfirmed number went to a new registration; `phone` then reads `released-<id>:<number>`. */
    phoneReleasedAt: timestamp('phone_released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A teacher's table lists a group's pupils (docs/decisions/083-teacher-table-at-scale.md).
  (t) => [index('users_group_idx').on(t.groupId)],
);

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
    /** Set when the operator closes the group: its code joins nobody; its pupils stay in it with their history. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('groups_school_idx').on(t.schoolId), index('groups_teacher_idx').on(t.teacherId)],
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

/**
 * Failed (or in-flight) sign-in attempts. Counted per phone and per address over the last 15 minutes; kept in
 * PostgreSQL so that every API process sees the same counters.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_attempts_phone_idx').on(t.phone, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Addresses a phone has signed in from (or registered, or reset its password from). The owner signing in from one
 * of them is not held back by failures that strangers cause elsewhere (decision 056).
 */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    phone: text('phone').notNull(),
    /** The address as counted by the limits: IPv4 whole, IPv6 by its /64 network. */
    ip: text('ip').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.phone, t.ip] })],
);

/**
 * Fixed-window request counters per limit and key (usually a client address), for the limits that are not kept in
 * Redis: one row per limit and key, reset when its window has passed.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/** Every accepted request for a recovery SMS, known phone or not: the per-minute and per-hour limits count these. */
export const smsRequests = pgTable(
  'sms_requests',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_requests_phone_idx').on(t.phone, t.createdAt)],
);

/**
 * A password recovery: the token (given to the client) and the SMS code are stored only as hashes. The code hash
 * is keyed with the token, so a leaked table alone does not allow guessing codes offline.
 */
export const passwordRecoveries = pgTable(
  'password_recoveries',
  {
    id: serial('id').primaryKey(),
    /**
     * Null for a number nobody registered: the request is answered and its token tried like any other, so the
     * answers never tell registered numbers apart; its code was never sent and matches nothing (decision 166).
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the password was changed with it, or when a newer request replaced it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('password_recoveries_user_idx').on(t.userId)],
);

/**
 * A code sent to confirm an account's number, stored only as a hash keyed with a random salt of its own. Every
 * code of the last hour stays valid until used, and each try counts against each of them (decision 166).
 */
export const phoneConfirmations = pgTable(
  'phone_confirmations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The number the code went to: a code proves that number only. */
    phone: text('phone').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('phone_confirmations_user_idx').on(t.userId)],
);
