import { inLanguage } from '@pdr/contract/language';
import {
  TEACHER_EXAM_WINDOW_DAYS,
  teacherMessages as msg,
  type GroupPupilsResponse,
  type PupilPageResponse,
  type TeacherGroupsResponse,
} from '@pdr/contract/teacher';
import type { Db } from '../../db/client.ts';
import type { ContentCache } from '../../plugins/content-cache.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { notFound } from '../../lib/http-errors.ts';
import { readinessOf } from '../exam/readiness-read.ts';
import * as repo from './repository.ts';
import { DEFAULT_CATEGORY, categoryCodeSchema } from '@pdr/contract/catalog';
import { pupilContent, pupilRow, pupilThemes, weakThemes } from './rows.ts';

export interface TeacherContext {
  db: Db;
  cache: ContentCache;
  teacher: AuthUser;
  now: Date;
  /** The site's public address, for the invitation links. */
  publicUrl: string;
}

/** Where a pupil lands from the invitation: registration with the group code filled in and locked. */
export function inviteUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/#/register?code=${code}`;
}

function since(now: Date): Date {
  return new Date(now.getTime() - TEACHER_EXAM_WINDOW_DAYS * 86_400_000);
}

export async function teacherGroups(ctx: TeacherContext): Promise<TeacherGroupsResponse> {
  const rows = await repo.groupsTaughtBy(ctx.db, ctx.teacher.id);
  return {
    groups: rows.map((g) => ({
      id: g.id,
      name: g.name,
      code: g.code,
      school_name: g.schoolName,
      pupils: g.pupils,
      invite_url: inviteUrl(ctx.publicUrl, g.code),
    })),
  };
}

/** A group another teacher teaches is answered like one that does not exist, so ids cannot be probed. */
export async function groupPupils(ctx: TeacherContext, groupId: number): Promise<GroupPupilsResponse> {
  const table = await repo.groupTable(ctx.db, ctx.teacher.id, groupId, since(ctx.now));
  if (!table) throw notFound(msg.groupNotFound);
  const { group, pupils } = table;
  const content = await ctx.cache.at(table.contentVersion);
  return {
    group: { id: group.id, name: group.name, code: group.code, school_name: group.schoolName },
    pupils: pupils.map((f) => pupilRow(f, pupilContent(f, content), ctx.now)),
  };
}

export async function pupilPage(ctx: TeacherContext, pupilId: number): Promise<PupilPageResponse> {
  const page = await repo.pupilPage(ctx.db, ctx.teacher.id, pupilId, since(ctx.now));
  if (!page) throw notFound(msg.pupilNotFound);
  const content = pupilContent(page, await ctx.cache.at(page.contentVersion));
  const latest = page.latest.map(([themeId, answered, correct]) => ({ themeId, answered, correct }));
  return {
    pupil: pupilRow(page, content, ctx.now),
    group: { id: page.groupId, name: page.groupName },
    themes: pupilThemes(page, content).map((t) => ({
      id: t.row.id,
      number: t.row.number,
      title: inLanguage(t.row.title, t.row.titleEn),
      blocks_done: t.blocksDone,
      blocks_total: t.blocksTotal,
      progress: t.progress,
      credit: t.credit,
    })),
    weak_themes: weakThemes(latest, content.themes),
    readiness: readinessOf(page.readiness, content.category),
    history: page.tests.map(
      ([id, type, number, title, correct, total, passed, timeS, createdAt, category, titleEn]) => ({
        id,
        type,
        category: type === 'exam' ? categoryCodeSchema.catch(DEFAULT_CATEGORY).parse(category) : null,
        theme_number: number,
        theme_title: title === null ? null : inLanguage(title, titleEn),
        correct,
        total,
        passed,
        time_s: timeS,
        created_at: new Date(createdAt).toISOString(),
      }),
    ),
  };
}
