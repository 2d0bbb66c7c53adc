import { afterEach, describe, expect, it } from 'vitest';
import { clearTestSession, sessionStore, type TestGeneral } from '@/lib/storage.ts';
import { leaveWarning } from './leave-test-dialog.tsx';

function inTest(type: TestGeneral['type']) {
  sessionStore.set('general', {
    type,
    theme: 1,
    block: type === 'all_theme' ? null : 0,
    attemptId: '00000000-0000-4000-8000-000000000141',
    startedAt: Date.now(),
  });
}

afterEach(clearTestSession);

describe("'Вийти з тесту?'", () => {
  it('tells a learner leaving a lesson by Back or a link that the answers are kept (decision 141)', () => {
    inTest('theme');
    expect(leaveWarning()).toMatch(/Ваші відповіді збережено: повернувшись до нього з мапи/);
    inTest('all_theme');
    expect(leaveWarning()).toMatch(/відлік його часу не зупиняється\. Ваші відповіді збережено\./);
  });

  it("tells a learner ending the lesson with 'Завершити тест' that the answers will be lost", () => {
    inTest('retest');
    expect(leaveWarning(true)).toMatch(/Уже дані відповіді буде втрачено\.$/);
    expect(leaveWarning(true)).not.toMatch(/збережено/);
  });
});
