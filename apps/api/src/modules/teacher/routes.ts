import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEACHER_ROLE_ID } from '@pdr/contract/accounts';
import { errorResponseSchema } from '@pdr/contract/errors';
import {
  groupPupilsResponseSchema,
  pupilPageResponseSchema,
  teacherGroupParamsSchema,
  teacherGroupsResponseSchema,
  teacherMessages,
  teacherPupilParamsSchema,
} from '@pdr/contract/teacher';
import type { Config } from '../../config.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { publicBase } from '../../lib/public-url.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { pupilsCsv } from './csv.ts';
import { groupPupils, pupilPage, teacherGroups, type TeacherContext } from './service.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};
const TAGS = ['teacher'];

/** The file name Excel shows: the group's name where the header allows it, ASCII for old clients. */
function attachment(name: string): string {
  return `attachment; filename="group.csv"; filename*=UTF-8''${encodeURIComponent(`${name}.csv`)}`;
}

/** The teacher's cabinet (decision 080): groups, a group's pupils, a pupil's page and the CSV export. */
export const teacherRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Before validation: a guest hears 401 and a pupil 403 whatever they send, so the calls cannot be probed.
  const teachersOnly = {
    preValidation: [
      app.requireUser,
      async (request: FastifyRequest) => {
        if (request.user!.roleId !== TEACHER_ROLE_ID) throw forbidden(teacherMessages.notTeacher);
      },
    ],
  };
  const context = (request: FastifyRequest): TeacherContext => ({
    db: app.db,
    cache: app.contentCache,
    teacher: request.user as AuthUser,
    now: new Date(),
    publicUrl: publicBase(config, request),
  });

  app.get(
    '/teacher/groups',
    {
      ...teachersOnly,
      schema: {
        tags: TAGS,
        summary: 'Групи викладача з кількістю учнів і кодами',
        response: { 200: teacherGroupsResponseSchema, ...errors },
      },
    },
    async (request) => teacherGroups(context(request)),
  );

  app.get(
    '/teacher/groups/:groupId/pupils',
    {
      ...teachersOnly,
      schema: {
        tags: TAGS,
        summary: 'Таблиця учнів групи',
        params: teacherGroupParamsSchema,
        response: { 200: groupPupilsResponseSchema, ...errors },
      },
    },
    async (request) => groupPupils(context(request), request.params.groupId),
  );

  app.get(
    '/teacher/groups/:groupId/pupils.csv',
    {
      ...teachersOnly,
      schema: {
        tags: TAGS,
        summary: 'Таблиця учнів групи як CSV для Excel (UTF-8 з BOM, роздільник «;»)',
        params: teacherGroupParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const table = await groupPupils(context(request), request.params.groupId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(table.group.name))
        .header('cache-control', 'no-store')
        .send(pupilsCsv(table.pupils));
    },
  );

  app.get(
    '/teacher/pupils/:pupilId',
    {
      ...teachersOnly,
      schema: {
        tags: TAGS,
        summary: 'Сторінка учня: прогрес за темами, слабкі теми, історія тестів',
        params: teacherPupilParamsSchema,
        response: { 200: pupilPageResponseSchema, ...errors },
      },
    },
    async (request) => pupilPage(context(request), request.params.pupilId),
  );
};
