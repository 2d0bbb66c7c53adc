import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useFavouriteIds, useToggleFavourite } from '@/hooks/use-favourites.ts';
import { useToken } from '@/lib/session.ts';
import styles from './favourite-star.module.css';
import './i18n.ts';

/**
 * 'Додати в обрані' / 'Прибрати з обраних' (issue 51, item 2) on a question the learner sees with its answer. The
 * star changes at once and the change waits in the outbox with no network; a screen reader hears the new state.
 */
export function FavouriteStar({ questionId }: { questionId: number }) {
  const { _ } = useLingui();
  const token = useToken();
  const starred = useFavouriteIds().has(questionId);
  const toggle = useToggleFavourite();
  const [said, setSaid] = useState('');
  if (!token) return null;
  const press = () => {
    setSaid(_(starred ? 'test.favouriteRemoved' : 'test.favouriteAdded'));
    void toggle(questionId, !starred, _('test.favouriteLabel'));
  };
  return (
    <>
      <Button variant="ghost" size="sm" aria-pressed={starred} onClick={press}>
        <svg
          className={styles.star}
          data-on={starred}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
        </svg>
        {_(starred ? 'test.favouriteRemove' : 'test.favouriteAdd')}
      </Button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </>
  );
}
