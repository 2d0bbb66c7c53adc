import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  TEACHER_ROLE_ID,
  accountMessages as msg,
  type CheckCodeResponse,
  type User,
  type School,
  type Group,
} from '@pdr/contract/accounts';
import { DEFAULT_CATEGORY, categoryCodeSchema, categoryMessages } from '@pdr/contract/catalog';
import { currentLanguage } from '@pdr/contract/language';
import type { ContentCache } from '../../plugins/content-cache.ts';
import { activeCategoryOf, forCategory } from '../content/categories.ts';
import type { Db } from '../../db/client.ts';
import { createSession } from '../../plugins/auth.ts';
import { HttpError, notFound, unprocessable } from '../../lib/http-errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { SmsError } from '../../lib/sms/sender.ts';
import { hashPassword } from './password.ts';
import { hasPremium } from '../premium/access.ts';
import * as repo from './repository.ts';
import { groupsTaughtBy } from '../teacher/repository.ts';
import { PHONE_HOLD_MS, RECOVERY_CODE_TTL_MS, RECOVERY_MAX_TRIES, recoveryCodeUsable } from './limits.ts';
import { lookUpGroupCode, takeAddressLimit, type AddressGuard } from './address-limits.ts';
import { rememberAddress } from './sign-in.ts';
import { holdsPhone, releasePhone } from './phone-hold.ts';
import { newSmsCode, takeSmsTurn, type SmsDeps } from './sms-codes.ts';

export const FAVORITE_SCHOOLS_LIMIT = 5;

export async function toUserPayload(
  db: Db,
  cache: ContentCache,
  user: repo.UserRow,
  now: Date,
): Promise<User> {
  const teacher = user.roleId === TEACHER_ROLE_ID;
  const active = activeCategoryOf(user);
  const [extras, taughtGroup, taught] = await Promise.all([
    repo.userExtras(db, user.groupId),
    // A teacher who is not a member of a group sees the group they teach: its code is theirs to hand out.
    teacher && user.groupId === null ? repo.findGroupTaughtBy(db, user.id) : undefined,
    teacher ? groupsTaughtBy(db, user.id) : undefined,
  ]);
  const group = extras.group ?? taughtGroup;
  const content = await cache.at(extras.contentVersion);
  const byCode = new Map(extras.categories.map((c) => [c.code, c.id]));
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    role_id: user.roleId,
    premium_check: hasPremium(user.premiumUntil, now),
    premium_until: user.premiumUntil?.toISOString() ?? null,
    group_code: group?.code ?? null,
    group_name: group?.name ?? null,
    school_name: group?.schoolName ?? null,
    categories: user.categories.flatMap((code) => {
      const id = byCode.get(code);
      const label = categoryCodeSchema.safeParse(code);
      return id === undefined || !label.success ? [] : [{ id, label: label.data }];
    }),
    active_category: { label: active, full_exam: forCategory(content, active).fullExam },
    avatar: user.avatar,
    phone_confirmed: user.phoneConfirmedAt !== null,
    ...(taught && {
      taught_groups: taught.map((g) => ({ id: g.id, name: g.name, school_name: g.schoolName })),
    }),
  };
}

// ---- registration ----

export interface RegisterInput {
  phone: string;
  first_name: string;
  last_name: string;
  password: string;
  categories: number[];
  group_code: string | null;
}

export async function register(
  db: Db,
  input: RegisterInput,
  guard: AddressGuard,
  now = new Date(),
): Promise<string> {
  // Counted whatever the outcome: a taken phone and a group code are answers too (decision 056).
  await takeAddressLimit(guard, 'registrations');
  const group = input.group_code ? await lookUpGroupCode(db, guard, input.group_code) : undefined;
  const errors: Record<string, string> = {};
  const ids = [...new Set(input.categories)];
  const [existing, cats] = await Promise.all([
    repo.findUserByPhone(db, input.phone),
    repo.categoriesByIds(db, ids),
  ]);
  // An account that left the number unconfirmed past its first day gives it up; one that holds it is a taken phone.
  const releasable = existing !== undefined && !holdsPhone(existing, now);
  if (existing && !releasable) errors.phone = msg.phoneTaken;
  if (cats.length !== ids.length) errors.categories = msg.categoryUnknown;
  if (input.group_code && !group) errors.group_code = msg.groupCodeUnknown;
  if (Object.keys(errors).length > 0) throw new HttpError(422, msg.registerFailed, errors);
  // Released only once the rest of the form is right, so a typo elsewhere closes nobody's account.
  if (releasable && !(await releasePhone(db, existing, now))) {
    throw new HttpError(422, msg.registerFailed, { phone: msg.phoneTaken });
  }

  const user = await repo.insertUser(db, {
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    firstName: input.first_name,
    lastName: input.last_name,
    groupId: group?.id ?? null,
    categories: cats.sort((a, b) => a.position - b.position).map((c) => c.code),
    // The first chosen category is the one the learner prepares for (decision 128).
    activeCategory: cats.sort((a, b) => a.position - b.position)[0]?.code ?? DEFAULT_CATEGORY,
    phoneHeldUntil: new Date(now.getTime() + PHONE_HOLD_MS),
    // The language the learner registered in (the web app's, sent as Accept-Language): their SMS and answers.
    language: currentLanguage(),
  });
  // Two sign-ups with one phone at the same moment: the unique index lets only one through.
  if (!user) throw new HttpError(422, msg.registerFailed, { phone: msg.phoneTaken });
  await rememberAddress(db, user.phone, guard.ip, now);
  return createSession(db, user.id);
}

export async function checkGroupCode(db: Db, code: string, guard: AddressGuard): Promise<CheckCodeResponse> {
  const group = await lookUpGroupCode(db, guard, code);
  if (!group) throw new HttpError(422, msg.groupCodeUnknown, { group_code: msg.groupCodeUnknown });
  const defaults = await repo.premiumSettings(db);
  return {
    status: true,
    price: group.premiumPrice ?? defaults.price,
    days: group.premiumDays ?? defaults.days,
  };
}

// ---- password recovery ----

function codeHash(token: string, code: string): string {
  return createHash('sha256').update(`${token}:${code}`).digest('hex');
}

/**
 * Sends a recovery code; answers the recovery token and when the next code may be asked for. The answer is the
 * same for a number nobody registered (decision 166): its limits are counted, a token is given and its tries
 * count down, but no SMS goes out and no code can match. A new request leaves the codes already sent valid, so
 * a stranger asking for the owner's number cannot cancel the code in the owner's hands.
 */
export async function requestRecovery(
  db: Db,
  deps: SmsDeps,
  phone: string,
  now: Date,
): Promise<{ token: string; nextCodeAt: Date }> {
  await takeAddressLimit(deps.guard, 'recoveries');
  const nextCodeAt = await takeSmsTurn(db, phone, 'recover', now, deps.smsIntervalMs);

  const user = await repo.findUserByPhone(db, phone);
  const token = newToken();
  const code = newSmsCode();
  const id = await repo.insertRecovery(db, {
    userId: user?.id ?? null,
    tokenHash: hashToken(token),
    // A hash of nothing that was sent: the same length and compare as a real one, and never a match.
    codeHash: user ? codeHash(token, code) : randomBytes(32).toString('hex'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RECOVERY_CODE_TTL_MS),
  });
  if (!user) {
    await repo.purgeUnsentRecoveries(db, new Date(now.getTime() - RECOVERY_CODE_TTL_MS));
    return { token, nextCodeAt };
  }
  try {
    await deps.sms.send(phone, msg.smsRecoveryCode(code));
  } catch (error) {
    await repo.closeRecovery(db, id, now);
    deps.log.error(
      { provider: deps.sms.provider, detail: error instanceof SmsError ? error.detail : String(error) },
      'recovery SMS not sent',
    );
    throw new HttpError(503, msg.smsFailed);
  }
  return { token, nextCodeAt };
}

export async function resetWithCode(
  db: Db,
  token: string,
  input: { code: string; password: string; ip: string },
  now: Date,
): Promise<{ premiumExpired: boolean }> {
  const recovery = await repo.findRecoveryByTokenHash(db, hashToken(token));
  if (!recovery) throw notFound(msg.recoveryUnknown);
  const dead = () => new HttpError(422, msg.codeDead, { code: msg.codeDead });
  if (!recoveryCodeUsable(recovery, now)) throw dead();

  const triesUsed = await repo.takeRecoveryTry(db, recovery.id, RECOVERY_MAX_TRIES);
  if (triesUsed === null) throw dead();
  const expected = Buffer.from(recovery.codeHash, 'hex');
  const actual = Buffer.from(codeHash(token, input.code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    if (triesUsed >= RECOVERY_MAX_TRIES) {
      await repo.closeRecovery(db, recovery.id, now);
      throw dead();
    }
    const left = RECOVERY_MAX_TRIES - triesUsed;
    const message = msg.codeWrongTriesLeft(left);
    throw new HttpError(422, message, { code: message });
  }

  const user = recovery.userId === null ? undefined : await repo.findUserById(db, recovery.userId);
  if (!user) throw notFound(msg.recoveryUnknown);
  await repo.resetPassword(db, user.id, await hashPassword(input.password), now);
  // The SMS code proved the phone: it counts as confirmed (decision 166), and its owner is let past a stranger's
  // back-off from this address (decision 056).
  await rememberAddress(db, user.phone, input.ip, now);
  return { premiumExpired: user.premiumUntil !== null && !hasPremium(user.premiumUntil, now) };
}

// ---- schools and groups ----

export async function schoolsPayload(db: Db): Promise<{ favorites: School[]; autocomplete: School[] }> {
  const [all, popular] = await Promise.all([
    repo.listSchools(db),
    repo.schoolsByPupils(db, FAVORITE_SCHOOLS_LIMIT),
  ]);
  if (all.length === 0) throw notFound(msg.schoolsNotFound);
  return { favorites: popular.map(({ id, name, city }) => ({ id, name, city })), autocomplete: all };
}

export async function groupsPayload(db: Db, schoolId: number): Promise<Group[]> {
  const rows = await repo.groupsOfSchool(db, schoolId);
  if (rows.length === 0) throw notFound(msg.groupsNotFound);
  return rows;
}

// ---- the active category ----

/**
 * Makes one of the learner's chosen categories the one they prepare for: learning, the exam and readiness follow it
 * (modules/content/categories.ts). Progress is kept: each category reads its own where they differ.
 */
export async function setActiveCategory(db: Db, user: repo.UserRow, category: string): Promise<repo.UserRow> {
  const code = categoryCodeSchema.safeParse(category.trim().toUpperCase());
  if (!code.success) throw unprocessable({ category: categoryMessages.unknown });
  if (!user.categories.includes(code.data)) throw unprocessable({ category: categoryMessages.notChosen });
  return (await repo.updateActiveCategory(db, user.id, code.data)) ?? user;
}
