import { AccessPlug } from '@/components/ui/access-plug.tsx';

/** What a guest sees on the exam's screens. */
export function ExamSignIn() {
  return (
    <AccessPlug kind="sign-in" level={1} placement="screen" title="Увійдіть, щоб складати іспит">
      Іспит у справжніх умовах — 20 питань за 20 хвилин — доступний після входу або реєстрації.
    </AccessPlug>
  );
}
