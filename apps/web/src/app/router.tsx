import { HOME_SHELL_ID, HOME_SHELL_LANGUAGE, HOME_SHELL_PRESSED } from '@pdr/contract/home-shell';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { firstScreenCommitted } from '@/lib/first-paint.ts';
import { i18n, withCatalogs } from '@/lib/i18n.ts';
import { AppRouter as Router, createNavigation, type AppRoute } from './navigation.tsx';

/**
 * Hash routes of spec section 2. Each screen is its own chunk, loaded before the screen shows (navigation.tsx).
 * A feature adds its screens here, one line each.
 */
const routes: AppRoute[] = [
  { index: true, lazy: () => import('./routes/home.tsx').then((m) => ({ Component: m.HomeRoute })) },
  { path: 'about', lazy: () => import('./routes/about.tsx').then((m) => ({ Component: m.AboutRoute })) },
  {
    path: 'agreement',
    lazy: () => import('./routes/agreement.tsx').then((m) => ({ Component: m.AgreementRoute })),
  },
  {
    path: 'started_learn',
    lazy: () => import('./routes/started-learn.tsx').then((m) => ({ Component: m.StartedLearnRoute })),
  },
  { path: 'learn', lazy: () => import('./routes/learn.tsx').then((m) => ({ Component: m.LearnRoute })) },
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
    lazy: () => import('./routes/general.tsx').then((m) => ({ Component: m.GeneralRoute })),
  },
  {
    path: 'result',
    lazy: () => import('./routes/result.tsx').then((m) => ({ Component: m.ResultRoute })),
  },
  {
    path: 'finish',
    lazy: () => import('./routes/finish.tsx').then((m) => ({ Component: m.FinishRoute })),
  },
  {
    path: 'my_test',
    lazy: () => import('./routes/my-test.tsx').then((m) => ({ Component: m.MyTestRoute })),
  },
  { path: 'login', lazy: () => import('./routes/login.tsx').then((m) => ({ Component: m.LoginRoute })) },
  {
    path: 'register',
    lazy: () => import('./routes/register.tsx').then((m) => ({ Component: m.RegisterRoute })),
  },
  {
    path: 'register/finish',
    lazy: () => import('./routes/register-finish.tsx').then((m) => ({ Component: m.RegisterFinishRoute })),
  },
  // The step after registration lives in registration's chunk (routes/register.tsx says why).
  {
    path: 'confirm_phone',
    lazy: () => import('./routes/register.tsx').then((m) => ({ Component: m.ConfirmPhoneRoute })),
  },
  {
    path: 'premium',
    lazy: () => import('./routes/premium.tsx').then((m) => ({ Component: m.PremiumRoute })),
  },
  {
    path: 'premium/status/:orderId',
    lazy: () => import('./routes/premium-status.tsx').then((m) => ({ Component: m.PremiumStatusRoute })),
  },
  {
    path: 'recover',
    lazy: () => import('./routes/recover.tsx').then((m) => ({ Component: m.RecoverRoute })),
  },
  {
    path: 'reset_password',
    lazy: () => import('./routes/reset-password.tsx').then((m) => ({ Component: m.ResetPasswordRoute })),
  },
  {
    path: 'profile',
    lazy: () => import('./routes/profile.tsx').then((m) => ({ Component: m.ProfileRoute })),
  },
  {
    path: 'profile/edit',
    lazy: () => import('./routes/profile-edit.tsx').then((m) => ({ Component: m.ProfileEditRoute })),
  },
  {
    path: 'theory',
    lazy: () => import('./routes/theory.tsx').then((m) => ({ Component: m.TheoryRoute })),
  },
  {
    path: 'theory/:theoryId',
    lazy: () => import('./routes/theory-themes.tsx').then((m) => ({ Component: m.TheoryThemesRoute })),
  },
  {
    path: 'theory/:theoryId/content/:contentId',
    lazy: () => import('./routes/theory-content.tsx').then((m) => ({ Component: m.TheoryContentRoute })),
  },
  {
    path: 'repetition',
    lazy: () => import('./routes/repetition.tsx').then((m) => ({ Component: m.RepetitionRoute })),
  },
  {
    path: 'referal',
    lazy: () => import('./routes/referal.tsx').then((m) => ({ Component: m.ReferalRoute })),
  },
  {
    path: 'teacher',
    lazy: () => import('./routes/teacher.tsx').then((m) => ({ Component: m.TeacherRoute })),
  },
  {
    path: 'teacher/pupils/:pupilId',
    lazy: () => import('./routes/teacher-pupil.tsx').then((m) => ({ Component: m.TeacherPupilRoute })),
  },
  {
    path: 'admin',
    lazy: () => import('./routes/admin.tsx').then((m) => ({ Component: m.AdminRoute })),
  },
  {
    path: '*',
    lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })),
  },
];

// A screen shows once its chunk's catalogs are in, in the chosen language: never half in one language.
// The router and its navigation take the same route objects (navigation.tsx finds a screen by its route).
const screens = routes.map((route) => ({ ...route, lazy: withCatalogs(route.lazy) }));
const navigation = createNavigation(screens);
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
  // The page in the language shown (the app started in the device's language, as the gate chose).
  const page = shell.querySelector(`[${HOME_SHELL_LANGUAGE}="${i18n.locale}"]`) ?? shell;
  const controls = [...page.querySelectorAll<HTMLElement>(SHELL_CONTROLS)];
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
      routes={screens}
      layout={layout}
      fallback={fallback}
      errorElement={errorElement}
      onFirstScreen={firstScreen}
    />
  );
}
