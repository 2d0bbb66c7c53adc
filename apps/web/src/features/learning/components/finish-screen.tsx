import { useLingui } from '@lingui/react';
import '../i18n.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Redirect } from '@/components/routing/redirect.tsx';
import { useToken } from '@/lib/session.ts';
import { useThemes } from '../api/get-themes.ts';
import { isThemeComplete } from '../utils/theme-look.ts';
import { SignInPlug } from './sign-in-plug.tsx';
import styles from './pages.module.css';

/**
 * /finish: every theme is passed. It says so only when it is true: a guest is asked to sign in, and a learner with a
 * theme still to pass goes to the map (decision 140).
 */
export function FinishScreen() {
  const { _ } = useLingui();
  const token = useToken();
  const themes = useThemes(Boolean(token));
  if (!token) return <SignInPlug />;
  const list = themes.data ?? [];
  const allPassed = list.length > 0 && list.every(isThemeComplete);
  // Right after the last credit test the cached list may not show it yet: wait for the fresh one before judging.
  if (themes.isPending || (themes.isFetching && !allPassed))
    return <Spinner label={_('learning.map.loading')} />;
  if (!allPassed) return <Redirect to="/learn" />;
  return (
    <section className={styles.finish}>
      <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true">
        <path
          d="M32 4l8.5 17.6 19.5 2.6-14.2 13.5 3.5 19.3L32 47.7 14.7 57l3.5-19.3L4 24.2l19.5-2.6z"
          fill="var(--color-gold)"
        />
      </svg>
      <h1>{_('learning.finish.title')}</h1>
      <p>{_('learning.finish.text')}</p>
      <ButtonLink to="/started_learn" size="lg">
        {_('learning.finish.toThemes')}
      </ButtonLink>
    </section>
  );
}
