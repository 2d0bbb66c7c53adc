import { AccessPlug } from '@/components/ui/access-plug.tsx';

/** What a guest sees on the learning screens. */
export function SignInPlug() {
  return (
    <AccessPlug kind="sign-in" level={1} placement="screen" title="Увійдіть, щоб навчатися">
      Теми, уроки і заліки доступні після входу або реєстрації.
    </AccessPlug>
  );
}
