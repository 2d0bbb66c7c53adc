import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { E2E_GROUP_NAME, e2eTeacherPlugin } from '../src/plugins/e2e-teacher.ts';
import { bearer, registerByApi, uniquePhone } from './accounts-fixtures.ts';
import { drivers, testConfig, useTestApp } from './test-app.ts';

const LISTED = '+380990009001';

describe('E2E_TEACHER_PHONES config', () => {
  it('is refused outside NODE_ENV=test', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', E2E_TEACHER_PHONES: LISTED })).toThrow(ConfigError);
    expect(testConfig({ E2E_TEACHER_PHONES: LISTED }).E2E_TEACHER_PHONES).toEqual([LISTED]);
  });
});

describe.each(drivers)('e2e teacher on registration on %s', (driver) => {
  const ctx = useTestApp(driver, {
    beforeReady: (app) => app.register(e2eTeacherPlugin, { phones: [LISTED] }),
  });

  const groupsOf = async (phone: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/teacher/groups',
      headers: bearer(await registerByApi(ctx.app, phone)),
    });

  it('makes a listed phone a teacher with a group of their own', async () => {
    const res = await groupsOf(LISTED);
    expect(res.statusCode).toBe(200);
    expect(res.json().groups).toEqual([expect.objectContaining({ name: E2E_GROUP_NAME, pupils: 0 })]);
  });

  it('leaves any other phone a pupil', async () => {
    expect((await groupsOf(uniquePhone())).statusCode).toBe(403);
  });
});
