import {
  adminCloseGroupBodySchema,
  adminGroupBodySchema,
  adminLinesResponseSchema,
  adminMovePupilBodySchema,
  adminSchoolBodySchema,
  adminSchoolsQuerySchema,
  adminSchoolsResponseSchema,
  adminSetTeacherBodySchema,
} from '@pdr/contract/admin';
import { CONSOLE_TAGS as TAGS, consoleErrors as errors, type ConsoleRoutes } from '../admin/routes.ts';
import { runTeacherCommand } from '../teacher/admin.ts';
import { closeGroup, createGroup, createSchool } from './admin.ts';
import { schoolChange, schoolsList } from './console.ts';

/**
 * The console's schools, groups, teachers and pupils' moves, registered inside the console
 * (modules/admin/routes.ts): the CLI's commands, run for the console.
 */
export const accountsAdminRoutes: ConsoleRoutes = async (app, { operator: op }) => {
  app.get(
    '/admin/schools',
    {
      schema: {
        tags: TAGS,
        summary: 'Автошколи та групи; code знаходить групу за кодом',
        querystring: adminSchoolsQuerySchema,
        response: { 200: adminSchoolsResponseSchema, ...errors },
      },
    },
    async (request) => schoolsList(app.db, request.query.code),
  );

  app.post(
    '/admin/schools',
    {
      schema: {
        tags: TAGS,
        summary: 'Створити автошколу',
        body: adminSchoolBodySchema,
        response: { 200: adminLinesResponseSchema, ...errors },
      },
    },
    async (request) =>
      schoolChange(op(request), 'Автошкола: створено', request.body.name, request.body, () =>
        createSchool(app.db, request.body.name, request.body.city),
      ),
  );

  app.post(
    '/admin/groups',
    {
      schema: {
        tags: TAGS,
        summary: 'Створити групу з новим кодом',
        body: adminGroupBodySchema,
        response: { 200: adminLinesResponseSchema, ...errors },
      },
    },
    async (request) =>
      schoolChange(op(request), 'Група: створено', request.body.name, request.body, () =>
        createGroup(app.db, {
          schoolId: request.body.school_id,
          name: request.body.name,
          teacherPhone: request.body.teacher_phone,
          price: request.body.price ?? null,
          days: request.body.days ?? null,
        }),
      ),
  );

  app.post(
    '/admin/groups/teacher',
    {
      schema: {
        tags: TAGS,
        summary: 'Призначити групі викладача',
        body: adminSetTeacherBodySchema,
        response: { 200: adminLinesResponseSchema, ...errors },
      },
    },
    async (request) =>
      schoolChange(op(request), 'Група: викладач', `Група ${request.body.group_code}`, request.body, () =>
        runTeacherCommand(app.db, 'set-teacher', [request.body.group_code, request.body.phone]),
      ),
  );

  app.post(
    '/admin/groups/close',
    {
      schema: {
        tags: TAGS,
        summary: 'Закрити групу: її код більше нікого не приймає, учні зберігають історію',
        body: adminCloseGroupBodySchema,
        response: { 200: adminLinesResponseSchema, ...errors },
      },
    },
    async (request) =>
      schoolChange(op(request), 'Група: закрито', `Група ${request.body.group_code}`, request.body, () =>
        closeGroup(app.db, request.body.group_code, new Date()),
      ),
  );

  app.post(
    '/admin/pupils/move',
    {
      schema: {
        tags: TAGS,
        summary: 'Перевести учня до іншої групи',
        body: adminMovePupilBodySchema,
        response: { 200: adminLinesResponseSchema, ...errors },
      },
    },
    async (request) =>
      schoolChange(op(request), 'Учень: переведено', request.body.phone, request.body, () =>
        runTeacherCommand(app.db, 'move-pupil', [request.body.phone, request.body.group_code]),
      ),
  );
};
