import { useLingui } from '@lingui/react';
import useEmblaCarousel from 'embla-carousel-react';
import { REDUCED_MOTION } from '@/lib/motion.ts';
import '../i18n.ts';
import { useCallback, useEffect, useState } from 'react';
import {
  THEME_CAROUSEL_NARROW_BELOW_PX,
  THEME_CAROUSEL_PER_SLIDE_NARROW,
  THEME_CAROUSEL_PER_SLIDE_WIDE,
} from '@pdr/contract/constants';
import type { LearningTheme } from '@pdr/contract/learning';
import { useViewportWidth } from '@/hooks/use-viewport-width.ts';
import { LockIcon } from '@/components/ui/icons.tsx';
import { themeLook } from '../utils/theme-look.ts';
import styles from './theme-map.module.css';
import { cx } from '@/lib/class-names.ts';

/** Below this width the themes are a plain list (and the block map sits under all of them). */
export const PHONE_BELOW_PX = 768;
// Embla's duration is in its own units (not ms); 30 gives a slide of about half a second (spec: 500 ms).
const EMBLA_DURATION_HALF_SECOND = 30;

const LOOK_TEXT = {
  locked: 'learning.look.locked',
  disabled: 'learning.look.disabled',
  error: 'learning.look.error',
  complete: 'learning.look.complete',
  open: 'learning.look.open',
} as const;

interface CarouselProps {
  themes: LearningTheme[];
  selectedId: number | undefined;
  onOpen: (theme: LearningTheme) => void;
}

function ThemeCard({
  theme,
  selected,
  onOpen,
}: {
  theme: LearningTheme;
  selected: boolean;
  onOpen: () => void;
}) {
  const { _ } = useLingui();
  const look = themeLook(theme);
  return (
    <button
      type="button"
      className={cx(styles.card, styles[look], selected && styles.selected)}
      aria-pressed={selected}
      data-look={look}
      onClick={onOpen}
    >
      <span className={styles.cardNumber}>{_('learning.theme.number', { number: theme.number })}</span>
      <span className={styles.cardTitle}>
        {look === 'locked' ? <LockIcon className={styles.lock} size={16} /> : null}
        {theme.title}
      </span>
      <span className={styles.cardMeter} aria-hidden="true">
        <span style={{ width: `${theme.progress}%` }} />
      </span>
      <span className={styles.cardFoot}>
        <span>{theme.progress}%</span>
        <span>{_(LOOK_TEXT[look])}</span>
      </span>
    </button>
  );
}

/** Theme cards: 4 per slide (3 under 1000 px) in an Embla carousel, a plain list on phones. */
export function ThemeCarousel({ themes, selectedId, onOpen }: CarouselProps) {
  const { _ } = useLingui();
  const width = useViewportWidth();
  const perSlide =
    width < THEME_CAROUSEL_NARROW_BELOW_PX ? THEME_CAROUSEL_PER_SLIDE_NARROW : THEME_CAROUSEL_PER_SLIDE_WIDE;
  const phone = width < PHONE_BELOW_PX;
  const [viewport, embla] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: perSlide,
    duration: EMBLA_DURATION_HALF_SECOND,
    containScroll: 'trimSnaps',
    breakpoints: { [REDUCED_MOTION]: { duration: 0 } },
  });
  const [edges, setEdges] = useState({ prev: false, next: false });
  const update = useCallback(() => {
    if (embla) setEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    const frame = requestAnimationFrame(update);
    embla.on('select', update).on('reInit', update);
    return () => {
      cancelAnimationFrame(frame);
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);
  useEffect(() => {
    // Bring the selected theme's slide into view.
    const i = themes.findIndex((t) => t.id === selectedId);
    if (embla && i >= 0) embla.scrollTo(Math.floor(i / perSlide), true);
  }, [embla, perSlide, selectedId, themes]);

  if (phone) {
    return (
      <ul className={styles.list} aria-label={_('learning.themes')}>
        {themes.map((t) => (
          <li key={t.id}>
            <ThemeCard theme={t} selected={t.id === selectedId} onOpen={() => onOpen(t)} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div
      className={styles.carousel}
      aria-roledescription={_('learning.carousel')}
      aria-label={_('learning.themes')}
    >
      <button
        type="button"
        className={styles.arrow}
        aria-label={_('learning.themes.prev')}
        disabled={!edges.prev}
        onClick={() => embla?.scrollPrev()}
      >
        ‹
      </button>
      <div className={styles.viewport} ref={viewport}>
        <ul className={styles.track} style={{ ['--per-slide' as string]: perSlide }}>
          {themes.map((t) => (
            <li key={t.id} className={styles.slide}>
              <ThemeCard theme={t} selected={t.id === selectedId} onOpen={() => onOpen(t)} />
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={styles.arrow}
        aria-label={_('learning.themes.next')}
        disabled={!edges.next}
        onClick={() => embla?.scrollNext()}
      >
        ›
      </button>
    </div>
  );
}
