import {
  Component,
  createContext,
  createElement,
  startTransition,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  matchRoutes,
  parsePath,
  Router,
  useLocation,
  useRoutes,
  UNSAFE_createHashHistory as createHashHistory,
  type BlockerFunction,
  type Location,
  type NavigationType,
  type Navigator,
  type RouteObject,
  type To,
} from 'react-router';

/*
 * The app's hash router (decision 115). React Router's data router did this before, at 31 KB of the first load; its
 * declarative parts (Router, routes, links, hooks) are 14 KB, and what the app used of the rest is here: each
 * screen's chunk is loaded before the address changes to it (the old screen stays until then, a spinner alone on
 * the first load, the error screen if the chunk fails), 'Вийти з тесту?' can hold any navigation (useBlocker) and
 * scroll positions are kept per address (ScrollRestoration) — each as React Router did it.
 */

/** A screen: its address and its chunk, as in React Router's route objects. */
export interface AppRoute {
  index?: true;
  path?: string;
  lazy: () => Promise<{ Component: ComponentType }>;
}

/** What useBlocker returns, as React Router's blocker: blocked until proceed() or reset(). */
export interface Blocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  proceed?: (() => void) | undefined;
  reset?: (() => void) | undefined;
}

const IDLE: Blocker = { state: 'unblocked' };
/** React Router's key, so positions kept before this router still apply after a reload. */
const SCROLL_STORAGE_KEY = 'react-router-scroll-positions';

interface State {
  location: Location;
  action: NavigationType;
  /** The first screen's chunk is in. */
  ready: boolean;
  /** The screen's chunk could not be loaded. */
  failed: boolean;
  /** Where to scroll once the screen shows: a kept position, or null (the hash's element, else the top). */
  restore: number | null;
  blocker: Blocker;
}

export interface Navigation {
  readonly state: State;
  readonly navigator: Navigator;
  /** Calls `listener` with each new state, and at once if the state is no longer `seen`. */
  subscribe: (listener: (state: State) => void, seen: State) => () => void;
  /** The loaded screen's element (every screen shown has been loaded), made once as React Router made it. */
  screen: (route: AppRoute) => ReactElement | undefined;
  setBlocker: (fn: BlockerFunction | null) => void;
  enableScroll: (getKey: (location: Location) => string) => void;
  savePositions: () => void;
}

/** Starts at once, as React Router's createHashRouter did: the first screen's chunk is requested with the entry's. */
export function createNavigation(routes: AppRoute[]): Navigation {
  // Every screen's address is '#/…'. Another hash is an in-page anchor followed before the app started (the skip
  // link of the home page built into index.html, decision 117), not a screen: that page is the home page.
  if (!/^(#\/.*|#?)$/.test(window.location.hash)) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}#/`);
  }
  const history = createHashHistory();
  const byId = new Map(routes.map((route, i) => [String(i), route]));
  const tree: RouteObject[] = [
    {
      children: routes.map((route, i) =>
        route.index ? { id: String(i), index: true } : { id: String(i), path: route.path ?? '' },
      ),
    },
  ];
  const screens = new Map<AppRoute, ReactElement>();
  const listeners = new Set<(state: State) => void>();
  let state: State = {
    location: history.location,
    action: history.action,
    ready: false,
    failed: false,
    restore: null,
    blocker: IDLE,
  };
  let blockerFn: BlockerFunction | null = null;
  /** The last navigation started, and the last one shown: equal when none is under way. */
  let started = 0;
  let shown = 0;
  let ignoreNextPop: (() => void) | null = null;
  let positions: Record<string, number> | null = null;
  let scrollKey: ((location: Location) => string) | null = null;

  function set(patch: Partial<State>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  }

  function savePosition() {
    if (positions && scrollKey && state.ready) positions[scrollKey(state.location)] = window.scrollY;
  }

  function shouldBlock(nextLocation: Location, historyAction: NavigationType): boolean {
    if (!blockerFn || state.blocker.state === 'proceeding') return false;
    return blockerFn({ currentLocation: state.location, nextLocation, historyAction });
  }

  /** Loads the screen of `location`, then shows it (after `commit`, which moves the address of a push). */
  function start(action: NavigationType, location: Location, commit?: () => Location) {
    const id = ++started;
    savePosition();
    const leaf = matchRoutes(tree, location)?.at(-1)?.route;
    const route = leaf?.id === undefined ? undefined : byId.get(leaf.id);
    const loading =
      route && !screens.has(route)
        ? route.lazy().then(
            (module) => void screens.set(route, createElement(module.Component)),
            () => 'failed' as const,
          )
        : Promise.resolve(undefined);
    void loading.then((outcome) => {
      if (id !== started) return;
      shown = id;
      const next = commit ? commit() : location;
      const saved = positions && scrollKey ? positions[scrollKey(next)] : undefined;
      set({
        location: next,
        action,
        ready: true,
        failed: outcome === 'failed',
        restore: typeof saved === 'number' ? saved : null,
        blocker: IDLE,
      });
    });
  }

  function navigate(action: NavigationType, to: To, toState: unknown) {
    const next: Location = {
      pathname: state.location.pathname,
      search: '',
      hash: '',
      ...(typeof to === 'string' ? parsePath(to) : to),
      state: toState ?? null,
      key: 'next',
    };
    if (shouldBlock(next, action)) {
      set({
        blocker: {
          state: 'blocked',
          proceed() {
            set({ blocker: { state: 'proceeding' } });
            navigate(action, to, toState);
          },
          reset: () => set({ blocker: IDLE }),
        },
      });
      return;
    }
    start(action, next, () => {
      if (action === 'REPLACE') history.replace(to, toState);
      else history.push(to, toState);
      return history.location;
    });
  }

  // The browser's Back and Forward (and links to a bare hash): a held one is undone until the blocker decides.
  history.listen(({ action, location, delta }) => {
    if (ignoreNextPop) {
      ignoreNextPop();
      ignoreNextPop = null;
      return;
    }
    if (delta != null && shouldBlock(location, action)) {
      const undone = new Promise<void>((resolve) => (ignoreNextPop = resolve));
      history.go(-delta);
      set({
        blocker: {
          state: 'blocked',
          proceed() {
            set({ blocker: { state: 'proceeding' } });
            void undone.then(() => history.go(delta));
          },
          reset: () => set({ blocker: IDLE }),
        },
      });
      return;
    }
    start(action, location);
  });
  start(history.action, history.location);

  return {
    get state() {
      return state;
    },
    navigator: {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, toState) => navigate('PUSH' as NavigationType, to, toState),
      replace: (to, toState) => navigate('REPLACE' as NavigationType, to, toState),
    },
    subscribe(listener, seen) {
      listeners.add(listener);
      if (state !== seen) queueMicrotask(() => listener(state));
      return () => void listeners.delete(listener);
    },
    screen: (route) => screens.get(route),
    setBlocker(fn) {
      blockerFn = fn;
      if (!fn && state.blocker !== IDLE) set({ blocker: IDLE });
    },
    enableScroll(getKey) {
      scrollKey = getKey;
      if (positions) return;
      try {
        positions = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
      } catch {
        positions = {};
      }
      // The first screen after a reload returns to where it was.
      const y = positions[getKey(state.location)];
      if (typeof y === 'number') set({ restore: y });
    },
    savePositions() {
      if (!positions) return;
      if (started === shown) savePosition();
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // storage full or unavailable: positions are not kept across a reload
      }
    },
  };
}

/** The router and its state: a new value with every change of the state. */
const NavigationContext = createContext<{ navigation: Navigation; state: State } | null>(null);

/** Shows the error screen in place of the layout when a screen fails to render, until the address changes. */
class RouteErrorBoundary extends Component<
  { location: Location; errorElement: ReactNode; children: ReactNode },
  { failed: boolean; location: Location }
> {
  override state = { failed: false, location: this.props.location };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { location: Location },
    state: { failed: boolean; location: Location },
  ): { failed: boolean; location: Location } | null {
    return props.location !== state.location ? { failed: false, location: props.location } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.errorElement : this.props.children;
  }
}

interface AppRouterProps {
  navigation: Navigation;
  routes: AppRoute[];
  /** The layout around every screen (it renders an Outlet). */
  layout: ReactNode;
  /** Shown alone while the first screen's chunk loads. */
  fallback: ReactNode;
  /** Shown in place of the layout when a screen's chunk fails to load or the screen fails to render. */
  errorElement: ReactNode;
  /** Called once the first screen (or the error screen) is on the page, before it is painted. */
  onFirstScreen?: () => void;
}

export function AppRouter({
  navigation,
  routes,
  layout,
  fallback,
  errorElement,
  onFirstScreen,
}: AppRouterProps) {
  const [state, setState] = useState(navigation.state);
  const [first] = useState(navigation.state);
  useLayoutEffect(() => {
    if (state.ready) onFirstScreen?.();
  }, [state.ready, onFirstScreen]);
  // Screen changes are transitions, as in React Router's RouterProvider.
  useEffect(
    () => navigation.subscribe((next) => startTransition(() => setState(next)), first),
    [navigation, first],
  );
  const value = useMemo(() => ({ navigation, state }), [navigation, state]);
  const [tree] = useState(() => [
    {
      element: layout,
      children: routes.map((route): RouteObject => {
        const element = <LoadedScreen route={route} />;
        return route.index ? { index: true, element } : { path: route.path ?? '', element };
      }),
    },
  ]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigation.navigator}>
      <NavigationContext value={value}>
        {!state.ready ? (
          fallback
        ) : state.failed ? (
          errorElement
        ) : (
          <RouteErrorBoundary location={state.location} errorElement={errorElement}>
            <Screens tree={tree} />
          </RouteErrorBoundary>
        )}
      </NavigationContext>
    </Router>
  );
}

function Screens({ tree }: { tree: RouteObject[] }) {
  return useRoutes(tree);
}

function LoadedScreen({ route }: { route: AppRoute }) {
  return use(NavigationContext)?.navigation.screen(route) ?? null;
}

/** React Router's useBlocker: holds a navigation (links, navigate() and the browser's Back) while `shouldBlock` says so. */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const context = use(NavigationContext);
  const navigation = context?.navigation;
  // Held from mount to unmount; the function itself may change with every render (it is read when navigating).
  useEffect(() => {
    if (!navigation) return;
    return () => navigation.setBlocker(null);
  }, [navigation]);
  useEffect(() => navigation?.setBlocker(shouldBlock), [navigation, shouldBlock]);
  return context?.state.blocker ?? IDLE;
}

/**
 * React Router's ScrollRestoration: before each navigation the position is kept under `getKey`'s key (and in session
 * storage when the page is left); after it, a kept position for the new address is restored, else the hash's
 * element or the top is shown.
 */
export function ScrollRestoration({ getKey }: { getKey: (location: Location) => string }) {
  const context = use(NavigationContext);
  const navigation = context?.navigation;
  const location = useLocation();
  const restore = context?.state.restore ?? null;
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);
  useEffect(() => {
    if (!navigation) return;
    const onPageHide = () => {
      navigation.savePositions();
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [navigation]);
  useLayoutEffect(() => navigation?.enableScroll(getKey), [navigation, getKey]);
  const mounted = useRef(false);
  useLayoutEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (typeof restore === 'number') {
      window.scrollTo(0, restore);
      return;
    }
    try {
      if (location.hash) {
        const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (el) {
          el.scrollIntoView();
          return;
        }
      }
    } catch {
      // not a decodable element id: the top, as for no hash
    }
    // The first screen stays where the page is: at its top, or where a guest scrolled the home page built into
    // index.html before the app started (decision 117).
    if (!first) window.scrollTo(0, 0);
  }, [location, restore]);
  return null;
}
