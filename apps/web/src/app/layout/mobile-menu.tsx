import { useLingui } from '@lingui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { MenuIcon } from '@/components/ui/icons.tsx';
import styles from './header.module.css';

// The panel and its dialog library load when the burger is first touched, not with the first page (decision 113).
const loadSheet = () => import('./mobile-menu-sheet.tsx');
const MobileMenuSheet = lazy(async () => ({ default: (await loadSheet()).MobileMenuSheet }));

/** The burger button of narrow screens and the menu panel it opens. */
export function MobileMenu() {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={burger}
        type="button"
        className={`${styles.iconButton} ${styles.burger}`}
        aria-label={_('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setOpen(true)}
      >
        <MenuIcon size={26} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuSheet onOpenChange={setOpen} burger={burger} />
        </Suspense>
      ) : null}
    </>
  );
}
