import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { LearningTheme, ResultOutcome } from '@pdr/contract/learning';
import { Spinner } from '@/components/ui/spinner.tsx';
import { openPremiumModal } from '@/lib/modals.ts';
import { useToken } from '@/lib/session.ts';
import { clearTestSession, localStore, sessionStore } from '@/lib/storage.ts';
import { useUser } from '@/hooks/use-user.ts';
import { useViewportWidth } from '@/hooks/use-viewport-width.ts';
import { useThemes } from '../api/get-themes.ts';
import { useStartTest } from '../hooks/use-start-test.ts';
import { isThemeComplete, pickTheme } from '../utils/theme-look.ts';
import { BlockMap } from './block-map.tsx';
import { CreditScoreModal } from './credit-score-modal.tsx';
import { ClosedThemeModal } from './closed-theme-modal.tsx';
import { SignInPlug } from './sign-in-plug.tsx';
import extras from './map-extras.module.css';
import { PHONE_BELOW_PX, ThemeCarousel } from './theme-carousel.tsx';
import styles from './theme-map.module.css';

/** The credit test just finished, if the learner came back to the map from it. */
function finishedCredit(): ResultOutcome | null {
  const result = sessionStore.get('result');
  const general = sessionStore.get('general');
  return result && general && result.attempt_id === general.attemptId && result.type === 'all_theme'
    ? result
    : null;
}

/** The theme whose credit test opens `theme`: the one before it in the list (the server's rule, learning/rules.ts). */
function previousTheme(list: LearningTheme[], theme: LearningTheme): LearningTheme | undefined {
  const i = list.findIndex((t) => t.id === theme.id);
  return i > 0 ? list[i - 1] : undefined;
}

/** /started_learn and /learn: the theme carousel and the selected theme's block map. */
export function ThemeMapScreen() {
  const token = useToken();
  const navigate = useNavigate();
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
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    mapRef.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, [reveal]);

  // All themes complete: /finish once (the restart flag remembers it was shown).
  useEffect(() => {
    if (!list || list.length === 0 || score) return;
    if (list.every(isThemeComplete) && !sessionStore.get('restart')) {
      sessionStore.set('restart', true);
      void navigate('/finish');
    }
  }, [list, navigate, score]);

  if (!token) return <SignInPlug />;
  if (themes.isPending) return <Spinner label="Завантажуємо теми…" />;
  if (themes.isError) return <p className={styles.failed}>Не вдалося підгрузити теми</p>;
  const selected = pickTheme(list ?? [], chosen);

  const open = (theme: LearningTheme) => {
    if (theme.blocked) openPremiumModal();
    else if (theme.disabled) setClosed(theme);
    else {
      setChosen(theme.id);
      localStore.set('currentThemeId', theme.id);
      if (window.innerWidth < PHONE_BELOW_PX) setReveal((n) => n + 1);
    }
  };

  const carousel =
    list && list.length > 0 ? (
      <ThemeCarousel themes={list} selectedId={selected?.id} onOpen={open} />
    ) : (
      <p className={styles.failed}>Тем поки немає</p>
    );

  const closeScore = () => {
    const outcome = score;
    setScore(null);
    clearTestSession();
    if (!outcome || !list) return;
    const theme = list.find((t) => t.id === outcome.theme_id);
    if (outcome.percent >= 50 && theme) {
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
      <h1 className={styles.title}>Навчання за темами</h1>
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
        </div>
      ) : null}
      {phone ? (
        <>
          <h2 className={extras.allThemes}>Усі теми</h2>
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
