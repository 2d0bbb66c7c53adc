import { HOME_SHELL_ID, HOME_SHELL_PRESSED } from '@pdr/contract/home-shell';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { firstScreenCommitted } from '@/lib/first-paint.ts';
import { AppRouter as Router, createNavigation, type AppRoute } from './navigation.tsx';

/**
 * Hash routes of spec section 2. Each screen is its own chunk, loaded before the screen shows (navigation.tsx).
 * A feature adds its screens here, one line each.
 */
const routes: AppRoute[] = [
  { index: true, lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }) },
  { path: 'about', lazy: async () => ({ Component: (await import('./routes/about.tsx')).AboutRoute }) },
  {
    path: 'agreement',
    lazy: async () => ({ Component: (await import('./routes/agreement.tsx')).AgreementRoute }),
  },
  {
    path: 'started_learn',
    lazy: async () => ({ Component: (await import('./routes/started-learn.tsx')).StartedLearnRoute }),
  },
  { path: 'learn', lazy: async () => ({ Component: (await import('./routes/learn.tsx')).LearnRoute }) },
  // A reloaded lesson paints from the device's copy of its test: read beside the screen's code, not after it.
  {
    path: 'test',
    lazy: async () => {
      const [screen] = await Promise.all([
        import('./routes/test.tsx'),
        import('@/features/learning/api/test-on-device.ts').then((m) => m.preloadTestOnDevice()),
      ]);
      return { Component: screen.TestRoute };
    },
  },
  {
    path: 'general',
    lazy: async () => ({ Component: (await import('./routes/general.tsx')).GeneralRoute }),
  },
  {
    path: 'result',
    lazy: async () => ({ Component: (await import('./routes/result.tsx')).ResultRoute }),
  },
  {
    path: 'finish',
    lazy: async () => ({ Component: (await import('./routes/finish.tsx')).FinishRoute }),
  },
  {
    path: 'my_test',
    lazy: async () => ({ Component: (await import('./routes/my-test.tsx')).MyTestRoute }),
  },
  { path: 'login', lazy: async () => ({ Component: (await import('./routes/login.tsx')).LoginRoute }) },
  {
    path: 'register',
    lazy: async () => ({ Component: (await import('./routes/register.tsx')).RegisterRoute }),
  },
  {
    path: 'register/finish',
    lazy: async () => ({ Component: (await import('./routes/register-finish.tsx')).RegisterFinishRoute }),
  },
  // The step after registration lives in registration's chunk (routes/register.tsx says why).
  {
    path: 'confirm_phone',
    lazy: async () => ({ Component: (await import('./routes/register.tsx')).ConfirmPhoneRoute }),
  },
  {
    path: 'premium',
    lazy: async () => ({ Component: (await import('./routes/premium.tsx')).PremiumRoute }),
  },
  {
    path: 'premium/status/:orderId',
    lazy: async () => ({ Component: (await import('./routes/premium-status.tsx')).PremiumStatusRoute }),
  },
  {
    path: 'recover',
    lazy: async () => ({ Component: (await import('./routes/recover.tsx')).RecoverRoute }),
  },
  {
    path: 'reset_password',
    lazy: async () => ({ Component: (await import('./routes/reset-password.tsx')).ResetPasswordRoute }),
  },
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./routes/profile.tsx')).ProfileRoute }),
  },
  {
    path: 'profile/edit',
    lazy: async () => ({ Component: (await import('./routes/profile-edit.tsx')).ProfileEditRoute }),
  },
  {
    path: 'theory',
    lazy: async () => ({ Component: (await import('./routes/theory.tsx')).TheoryRoute }),
  },
  {
    path: 'theory/:theoryId',
    lazy: async () => ({ Component: (await import('./routes/theory-themes.tsx')).TheoryThemesRoute }),
  },
  {
    path: 'theory/:theoryId/content/:contentId',
    lazy: async () => ({ Component: (await import('./routes/theory-content.tsx')).TheoryContentRoute }),
  },
  {
    path: 'repetition',
    lazy: async () => ({ Component: (await import('./routes/repetition.tsx')).RepetitionRoute }),
  },
  {
    path: 'referal',
    lazy: async () => ({ Component: (await import('./routes/referal.tsx')).ReferalRoute }),
  },
  {
    path: 'teacher',
    lazy: async () => ({ Component: (await import('./routes/teacher.tsx')).TeacherRoute }),
  },
  {
    path: 'teacher/pupils/:pupilId',
    lazy: async () => ({ Component: (await import('./routes/teacher-pupil.tsx')).TeacherPupilRoute }),
  },
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./routes/admin.tsx')).AdminRoute }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }),
  },
];

const navigation = createNavigation(routes);
const layout = <RootLayout />;
// Shown alone while the first screen's chunk loads.
const fallback = <Spinner />;
const errorElement = <RouteError />;

const SHELL_CONTROLS = 'a[href], button';

/**
 * The guest's home page built into index.html (decision 117) leaves the page when the app's first screen comes.
 * When that screen is the home page, whose markup is the shell's, the guest's place in it carries over: the
 * control that had the keyboard's focus gets it again, and a button pressed before the app started (which did
 * nothing then, HOME_SHELL_GATE) is pressed now.
 */
function dropHomeShell() {
  const shell = document.getElementById(HOME_SHELL_ID);
  if (!shell) return;
  const controls = [...shell.querySelectorAll<HTMLElement>(SHELL_CONTROLS)];
  const focused = controls.indexOf(document.activeElement as HTMLElement);
  const pressed = Number(shell.getAttribute(HOME_SHELL_PRESSED) ?? -1);
  shell.remove();
  const root = document.getElementById('root');
  if (!root || !/^#?\/?(\?|$)/.test(location.hash)) return;
  if (focused >= 0)
    root.querySelectorAll<HTMLElement>(SHELL_CONTROLS)[focused]?.focus({ preventScroll: true });
  // After this commit, once React's handlers are in place.
  if (pressed >= 0) setTimeout(() => root.querySelectorAll('button')[pressed]?.click());
}

function firstScreen() {
  dropHomeShell();
  firstScreenCommitted();
}

export function AppRouter() {
  return (
    <Router
      navigation={navigation}
      routes={routes}
      layout={layout}
      fallback={fallback}
      errorElement={errorElement}
      onFirstScreen={firstScreen}
    />
  );
}
