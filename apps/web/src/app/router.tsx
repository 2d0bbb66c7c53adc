import { HOME_SHELL_ID, HOME_SHELL_LANGUAGE, HOME_SHELL_PRESSED } from '@pdr/contract/home-shell';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { hasSideMenu } from './layout/side-menu-paths.ts';
import { loadSideMenu } from './layout/side-menu-slot.tsx';
import { firstScreenCommitted } from '@/lib/first-paint.ts';
import { i18n, withCatalogs } from '@/lib/i18n.ts';
import { AppRouter as Router, createNavigation, type AppRoute } from './navigation.tsx';

/**
 * Hash routes of spec section 2. Each screen is its own chunk, loaded before the screen shows (navigation.tsx).
 * A feature adds its screens here, one line each. A screen's module exports it as `Component`, React Router's own
 * name for a lazy route's screen, so the table imports the module as it is.
 */
const routes: AppRoute[] = [
  { index: true, lazy: () => import('./routes/home.tsx') },
  { path: 'about', lazy: () => import('./routes/about.tsx') },
  {
    path: 'agreement',
    lazy: () => import('./routes/agreement.tsx'),
  },
  {
    path: 'started_learn',
    lazy: () => import('./routes/started-learn.tsx'),
  },
  { path: 'learn', lazy: () => import('./routes/learn.tsx') },
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
    lazy: () => import('./routes/general.tsx'),
  },
  {
    path: 'result',
    lazy: () => import('./routes/result.tsx'),
  },
  {
    path: 'finish',
    lazy: () => import('./routes/finish.tsx'),
  },
  {
    path: 'my_test',
    lazy: () => import('./routes/my-test.tsx'),
  },
  { path: 'login', lazy: () => import('./routes/login.tsx') },
  {
    path: 'register',
    lazy: () => import('./routes/register.tsx').then((m) => ({ Component: m.RegisterRoute })),
  },
  {
    path: 'register/finish',
    lazy: () => import('./routes/register-finish.tsx'),
  },
  // The step after registration lives in registration's chunk (routes/register.tsx says why).
  {
    path: 'confirm_phone',
    lazy: () => import('./routes/register.tsx').then((m) => ({ Component: m.ConfirmPhoneRoute })),
  },
  {
    path: 'premium',
    lazy: () => import('./routes/premium.tsx'),
  },
  {
    path: 'premium/status/:orderId',
    lazy: () => import('./routes/premium-status.tsx'),
  },
  {
    path: 'recover',
    lazy: () => import('./routes/recover.tsx'),
  },
  {
    path: 'reset_password',
    lazy: () => import('./routes/reset-password.tsx'),
  },
  {
    path: 'profile',
    lazy: () => import('./routes/profile.tsx'),
  },
  {
    path: 'profile/edit',
    lazy: () => import('./routes/profile-edit.tsx'),
  },
  {
    path: 'theory',
    lazy: () => import('./routes/theory.tsx'),
  },
  {
    path: 'theory/:theoryId',
    lazy: () => import('./routes/theory-themes.tsx'),
  },
  {
    path: 'theory/:theoryId/content/:contentId',
    lazy: () => import('./routes/theory-content.tsx'),
  },
  { path: 'favourites', lazy: () => import('./routes/favourites.tsx') },
  { path: 'search', lazy: () => import('./routes/search.tsx') },
  { path: 'marathon', lazy: () => import('./routes/marathon.tsx') },
  {
    path: 'repetition',
    lazy: () => import('./routes/repetition.tsx'),
  },
  {
    path: 'referal',
    lazy: () => import('./routes/referal.tsx'),
  },
  {
    path: 'teacher',
    lazy: () => import('./routes/teacher.tsx'),
  },
  {
    path: 'teacher/pupils/:pupilId',
    lazy: () => import('./routes/teacher-pupil.tsx'),
  },
  {
    path: 'admin',
    lazy: () => import('./routes/admin.tsx'),
  },
  {
    path: '*',
    lazy: () => import('./routes/not-found.tsx'),
  },
];

// A screen shows once its chunk's catalogs are in, in the chosen language: never half in one language.
// The router and its navigation take the same route objects (navigation.tsx finds a screen by its route).
// A screen with the side menu loads it beside its own chunk (layout/side-menu-slot.tsx).
const screens = routes.map((route) => {
  const load = hasSideMenu(`/${route.path ?? ''}`)
    ? () => Promise.all([route.lazy(), loadSideMenu()]).then(([screen]) => screen)
    : route.lazy;
  return { ...route, lazy: withCatalogs(load) };
});
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
