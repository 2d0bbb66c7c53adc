import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { REDUCED_MOTION } from '@/lib/motion.ts';
import { ChevronIcon } from '@/components/ui/icons.tsx';
import { useViewportWidth } from '@/hooks/use-viewport-width.ts';
import { slidesPerView, snapCount } from './slides-per-view.ts';
import { WHY_US_REASONS } from './why-us-reasons.tsx';
import styles from './why-us-slider.module.css';
import '../later/i18n.ts';

/** The 'why us' carousel: 3, 2 or 1 cards by width, arrows, dots and the arrow keys; hidden cards are inert. */
export function WhyUsSlider() {
  const { _ } = useLingui();
  const perView = slidesPerView(useViewportWidth());
  const count = WHY_US_REASONS.length;
  const snaps = snapCount(count, perView);
  // Read before goTo: the React Compiler keeps goTo's memoization only when no call after it is passed perView.
  const shown = _('home.shown', { shown: perView, count });
  // Embla's own speed (duration 25), and none without motion: it takes a media query's options as its breakpoints.
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    breakpoints: { [REDUCED_MOTION]: { duration: 0 } },
  });
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, snaps - 1);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    embla.on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    embla?.reInit();
  }, [embla, perView]);

  const goTo = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(snaps - 1, index));
      setSelected(target);
      embla?.scrollTo(target);
    },
    [embla, snaps],
  );

  // The arrow keys move the slider while focus is on its arrows or dots.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') goTo(current - 1);
      else if (event.key === 'ArrowRight') goTo(current + 1);
      else return;
      event.preventDefault();
    };
    section.addEventListener('keydown', onKeyDown);
    return () => section.removeEventListener('keydown', onKeyDown);
  }, [current, goTo]);

  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby="why-us-title">
      <div className={styles.head}>
        <h2 id="why-us-title" className={styles.title}>
          {_('home.whyUs')}
        </h2>
        <div className={styles.arrows}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={_('home.prev')}
            onClick={() => goTo(current - 1)}
            disabled={current === 0}
          >
            <ChevronIcon direction="left" size={22} />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={_('home.next')}
            onClick={() => goTo(current + 1)}
            disabled={current === snaps - 1}
          >
            <ChevronIcon direction="right" size={22} />
          </button>
        </div>
      </div>
      <div
        className={styles.carousel}
        role="region"
        aria-roledescription={_('home.carousel')}
        aria-label={shown}
      >
        <div className={styles.viewport} ref={viewportRef} style={{ '--per-view': perView } as CSSProperties}>
          <div className={styles.track}>
            {WHY_US_REASONS.map((reason, index) => {
              const visible = index >= current && index < current + perView;
              return (
                <div
                  key={reason.title}
                  className={styles.slide}
                  role="group"
                  aria-roledescription={_('home.slide')}
                  aria-label={_('home.slideOf', { n: index + 1, count })}
                  aria-hidden={!visible}
                  inert={!visible}
                  data-visible={visible}
                >
                  <article className={styles.card}>
                    <span className={styles.icon}>{reason.icon}</span>
                    <h3 className={styles.cardTitle}>{_(reason.title)}</h3>
                    <p className={styles.cardText}>{_(reason.text)}</p>
                  </article>
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <div className={styles.dots}>
        {Array.from({ length: snaps }, (_dot, index) => (
          <button
            key={index}
            type="button"
            className={styles.dot}
            aria-label={_('home.showSlide', { n: index + 1 })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => goTo(index)}
          />
        ))}
      </div>
    </section>
  );
}
