import type { FastifyError, FastifyRequest } from 'fastify';
import { OPERATOR_ROLE_ID } from '@pdr/contract/constants';
import { errorResponseSchema } from '@pdr/contract/errors';
import {
  ADMIN_PACK_MAX_BYTES,
  adminMessages,
  adminPackMessages,
  adminPackReportSchema,
  type AdminPackReport,
} from '@pdr/contract/admin';
import { forbidden, HttpError } from '../../lib/http-errors.ts';
import type { Operator } from '../admin/audit.ts';
import type { ConsoleRoutes } from '../admin/routes.ts';
import { formatLearnersWithoutExam, formatNoFullExam, packCoverage } from './category-coverage.ts';
import { demoGroupNote, importContentPack, IMPORT_KIND_LABELS, IMPORT_KINDS } from './import.ts';
import { validatePack } from './validate.ts';
import { contentVersion, journalImport } from './import-journal.ts';
import { withUnpackedPack } from './pack-archive.ts';

/** Body types the upload accepts: the archive's bytes as they are (the console sends application/gzip). */
export const PACK_CONTENT_TYPES = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];

/**
 * Validates an unpacked pack with the CLI's own validation and, when it is clean, runs the CLI's own import: as a
 * dry run (rolled back, no picture stored) for a preview, for real for an import, which goes to the audit log.
 */
export async function packReport(
  op: Operator,
  dir: string,
  options: { dataDir: string; apply: boolean },
): Promise<AdminPackReport> {
  const validation = await validatePack(dir);
  const { pack } = validation;
  const before = await contentVersion(op.db);
  const base: AdminPackReport = {
    ok: validation.errorCount === 0,
    imported: false,
    pack: pack.manifest ? { name: pack.manifest.name, version: pack.manifest.version } : null,
    summary: {
      themes: pack.themes.length,
      questions: pack.questions.length,
      theories: pack.theories?.length ?? 0,
      images: pack.images.question.size + pack.images.theory.size,
    },
    problems: validation.problems,
    error_count: validation.errorCount,
    warning_count: validation.problems.length - validation.errorCount,
    counts: [],
    notes: [],
    content_version_before: before,
    content_version_after: before,
  };
  if (validation.errorCount > 0) {
    if (options.apply) throw new HttpError(422, adminPackMessages.invalid);
    return base;
  }
  const report = await importContentPack(op.db, dir, {
    dataDir: options.dataDir,
    validation,
    dryRun: !options.apply,
    now: op.now,
  });
  const counts = IMPORT_KINDS.map((kind) => ({
    kind,
    label: IMPORT_KIND_LABELS[kind],
    ...report.counts[kind],
  }));
  const notes = [
    ...packCoverage(pack)
      .filter((c) => !c.fullExam)
      .map(formatNoFullExam),
    ...report.learnersWithoutExam.map(({ learners, coverage }) =>
      formatLearnersWithoutExam(learners, coverage),
    ),
    ...(report.demoGroupClosed ? [demoGroupNote(Boolean(options.apply))] : []),
  ];
  if (!options.apply) return { ...base, counts, notes };
  const after = await journalImport(op.db, op.operatorId, base.pack, counts, before);
  return { ...base, imported: true, counts, notes, content_version_after: after };
}

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * `POST /api/admin/content/preview` and `/import`: the body is a pack archive (.tar.gz, up to 50 MB). Registered
 * inside the console (modules/admin/routes.ts), so its operator check and rate limit apply; the role is checked
 * once more before the body is read, so nobody else gets to upload 50 MB.
 */
export const contentUploadRoutes: ConsoleRoutes = async (app, { config, operator }) => {
  app.addHook('onRequest', async (request) => {
    await app.requireUser(request);
    if (request.user!.roleId !== OPERATOR_ROLE_ID) throw forbidden(adminMessages.notOperator);
  });
  app.addContentTypeParser(
    PACK_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: ADMIN_PACK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: adminPackMessages.tooBig });
    }
    throw error;
  });

  // One upload at a time per server: a second operator waits instead of racing the first one's import.
  let busy = false;
  const run = async (request: FastifyRequest, apply: boolean) => {
    const body = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(422, adminPackMessages.notArchive);
    if (busy) throw new HttpError(409, adminPackMessages.busy);
    busy = true;
    try {
      return await withUnpackedPack(body, (dir) =>
        packReport(operator(request), dir, { dataDir: config.DATA_DIR, apply }),
      );
    } finally {
      busy = false;
    }
  };
  const route = (summary: string) => ({
    bodyLimit: ADMIN_PACK_MAX_BYTES,
    schema: { tags: ['admin'], summary, response: { 200: adminPackReportSchema, ...errors } },
  });

  app.post(
    '/admin/content/preview',
    route('Перевірити пакет змісту з архіву .tar.gz: звіт і що зміниться, нічого не змінюючи'),
    async (request) => run(request, false),
  );
  app.post(
    '/admin/content/import',
    route('Імпортувати пакет змісту з архіву .tar.gz в одній транзакції'),
    async (request) => run(request, true),
  );
};
