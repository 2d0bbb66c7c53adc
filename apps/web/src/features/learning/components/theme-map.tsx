import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import '../i18n.ts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LearningTheme, ResultOutcome } from '@pdr/contract/learning';
import { Spinner } from '@/components/ui/spinner.tsx';
import { openPremiumModal } from '@/lib/modals.ts';
import { showPopup } from '@/lib/popup.ts';
import { useToken } from '@/lib/session.ts';
import { REDUCED_MOTION } from '@/lib/motion.ts';
import { clearTestSession, localStore, sessionStore } from '@/lib/storage.ts';
import { useUser } from '@/hooks/use-user.ts';
import { useViewportWidth } from '@/hooks/use-viewport-width.ts';
import { useThemes } from '../api/get-themes.ts';
import { useStartTest } from '../hooks/use-start-test.ts';
import { isThemeComplete, pickTheme } from '../utils/theme-look.ts';
import { BlockMap } from './block-map.tsx';
import { CreditScoreModal, type NextTheme } from './credit-score-modal.tsx';
import { ClosedThemeModal } from './closed-theme-modal.tsx';
import { SignInPlug } from './sign-in-plug.tsx';
import extras from './map-extras.module.css';
import { PHONE_BELOW_PX, ThemeCarousel } from './theme-carousel.tsx';
import styles from './theme-map.module.css';

/**
 * The credit test just finished, if the learner came back to the map from it and its score has not been shown yet:
 * the score shows once, not again when the learner comes back from its review or by the browser's Back.
 */
function finishedCredit(): ResultOutcome | null {
  const result = sessionStore.get('result');
  const general = sessionStore.get('general');
  return result &&
    general &&
    result.attempt_id === general.attemptId &&
    result.type === 'all_theme' &&
    sessionStore.get('creditShown') !== result.attempt_id
    ? result
    : null;
}

/** What a passed credit test of `themeId` leads to: the next theme open, the next theme with Premium, or no more. */
export function nextAfter(list: LearningTheme[], themeId: number | null): NextTheme {
  const i = list.findIndex((t) => t.id === themeId);
  const next = i >= 0 ? list[i + 1] : undefined;
  if (!next) return 'last';
  return next.blocked ? 'premium' : 'open';
}

/** Whether this passed credit test leaves every theme complete (the list may not show the pass yet). */
function completesAll(list: LearningTheme[], outcome: ResultOutcome): boolean {
  return list.every((t) => (t.id === outcome.theme_id ? t.progress === 100 : isThemeComplete(t)));
}

/** The theme whose credit test opens `theme`: the one before it in the list (the server's rule, learning/rules.ts). */
function previousTheme(list: LearningTheme[], theme: LearningTheme): LearningTheme | undefined {
  const i = list.findIndex((t) => t.id === theme.id);
  return i > 0 ? list[i - 1] : undefined;
}

/** /started_learn and /learn: the theme carousel and the selected theme's block map. */
export function ThemeMapScreen({ mapExtras }: { mapExtras?: (themeId: number) => ReactNode } = {}) {
  const { _ } = useLingui();
  const token = useToken();
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  const [searchParams] = useSearchParams();
  // A theme asked for by the address (/learn?theme=ID, repetition's 'Повторити'), handled once the themes are in.
  const asked = Number(searchParams.get('theme')) || null;
  const themes = useThemes(Boolean(token));
  const premium = useUser()?.premium_check === true;
  const [chosen, setChosen] = useState<number | undefined>(() => localStore.get('currentThemeId'));
  const [score, setScore] = useState<ResultOutcome | null>(finishedCredit);
  const starter = useStartTest();
  const list = themes.data;
  const [closed, setClosed] = useState<LearningTheme | null>(null);
  const phone = useViewportWidth() < PHONE_BELOW_PX;
  // On phones the block map stands above the list of themes: a theme chosen down the list brings it into view.
  const mapRef = useRef<HTMLDivElement>(null);
  const [reveal, setReveal] = useState(0);
  useEffect(() => {
    if (reveal === 0) return;
    const still = window.matchMedia(REDUCED_MOTION).matches;
    mapRef.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, [reveal]);

  // The score is shown once: coming back to the map later (from the review, by Back) does not show it again.
  useEffect(() => {
    if (score) sessionStore.set('creditShown', score.attempt_id);
  }, [score]);

  /** A theme card, the closed theme's 'До теми N' or the address: open it, or say why it cannot be opened. */
  const open = useCallback((theme: LearningTheme) => {
    if (theme.blocked) openPremiumModal();
    else if (theme.disabled) setClosed(theme);
    else {
      setChosen(theme.id);
      localStore.set('currentThemeId', theme.id);
      if (window.innerWidth < PHONE_BELOW_PX) setReveal((n) => n + 1);
    }
  }, []);

  // The asked theme opens as a tap on its card would (a closed one says why), never another theme in its place.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (asked === null || !list || handled.current === key) return;
    handled.current = key;
    const theme = list.find((t) => t.id === asked);
    // Once the address is plain /learn again, so that Back or a reload does not ask a second time.
    void Promise.resolve(navigate(pathname, { replace: true })).then(() => {
      if (theme) open(theme);
      // The message for a theme asked for by the address that is not among the learner's themes.
      else showPopup('error', _('learning.map.notListed'));
    });
  }, [_, asked, key, list, navigate, open, pathname]);

  if (!token) return <SignInPlug />;
  if (themes.isPending) return <Spinner label={_('learning.map.loading')} />;
  if (themes.isError) return <p className={styles.failed}>{_('learning.map.failed')}</p>;
  const selected = pickTheme(list ?? [], chosen);

  const carousel =
    list && list.length > 0 ? (
      <ThemeCarousel themes={list} selectedId={selected?.id} onOpen={open} />
    ) : (
      <p className={styles.failed}>{_('learning.map.empty')}</p>
    );

  const closeScore = () => {
    const outcome = score;
    setScore(null);
    clearTestSession();
    if (!outcome || !list) return;
    const theme = list.find((t) => t.id === outcome.theme_id);
    if (outcome.passed && theme) {
      // The pass that completes the last theme leads to /finish, once (the restart flag); no other visit does.
      if (completesAll(list, outcome) && !sessionStore.get('restart')) {
        sessionStore.set('restart', true);
        void navigate('/finish');
        return;
      }
      // After a passed credit test the next theme becomes the current one.
      const next = list.find((t) => t.number > theme.number && !t.blocked);
      if (next) {
        setChosen(next.id);
        localStore.set('currentThemeId', next.id);
      }
      if (!premium && theme.free && theme.number <= 2 && theme.progress === 100) openPremiumModal();
    }
  };

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{_('learning.map.title')}</h1>
      {phone ? null : carousel}
      {selected && !selected.blocked ? (
        <div ref={mapRef} className={styles.mapSlot}>
          <BlockMap
            theme={selected}
            busy={starter.pending}
            onLesson={(idx) => void starter.start({ kind: 'block', themeId: selected.id, idx })}
            onRetest={(idx) => void starter.start({ kind: 'retest', themeId: selected.id, idx })}
            onCredit={() => void starter.start({ kind: 'credit', themeId: selected.id })}
          />
          {mapExtras?.(selected.id)}
        </div>
      ) : null}
      {phone ? (
        <>
          <h2 className={extras.allThemes}>{_('learning.map.allThemes')}</h2>
          {carousel}
        </>
      ) : null}
      {closed ? (
        <ClosedThemeModal
          theme={closed}
          opener={list ? previousTheme(list, closed) : undefined}
          onClose={() => setClosed(null)}
          onOpen={(theme) => {
            setClosed(null);
            open(theme);
          }}
        />
      ) : null}
      {score ? (
        <CreditScoreModal
          outcome={score}
          next={nextAfter(list ?? [], score.theme_id)}
          premium={premium}
          busy={starter.pending}
          onClose={closeScore}
          onRetake={() => void starter.start({ kind: 'credit', themeId: score.theme_id ?? 0 })}
          onReview={() => void navigate('/test')}
          onPremium={() => {
            closeScore();
            openPremiumModal();
          }}
        />
      ) : null}
    </div>
  );
}
