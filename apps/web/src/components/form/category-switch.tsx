import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import type { User } from '@pdr/contract/accounts';
import type { CategoryCode } from '@pdr/contract/catalog';
import { Button } from '@/components/ui/button.tsx';
import { useSetActiveCategory } from '@/hooks/use-active-category.ts';
import { ApiError } from '@/lib/api-client.ts';
import { showPopup } from '@/lib/popup.ts';
import { FieldError } from './field.tsx';
import formStyles from '@/components/ui/form.module.css';
import styles from './category-switch.module.css';
import './i18n.ts';

interface CategorySwitchProps {
  user: User;
  /** A row for the mode choice (/general) instead of the profile form's block. */
  compact?: boolean;
}

/**
 * The learner's active category among the ones they chose (PUT /api/user/category): radios and a button, not a
 * save on every change, since the arrow keys move a radio group's choice through each category on the way.
 */
export function CategorySwitch({ user, compact = false }: CategorySwitchProps) {
  const { _ } = useLingui();
  const active = user.active_category.label;
  if (user.categories.length <= 1) {
    return (
      <div className={`${styles.switch} ${compact ? styles.compact : ''}`}>
        <p className={formStyles.label}>{_('form.categoryLegend')}</p>
        <p className={styles.value}>{_('header.category', { label: active })}</p>
        {compact ? null : <p className={styles.note}>{_('form.categoryOnlyOne')}</p>}
      </div>
    );
  }
  // A new active category (saved here or elsewhere) starts the choice afresh from it.
  return <SwitchForm key={active} user={user} compact={compact} />;
}

function SwitchForm({ user, compact }: { user: User; compact: boolean }) {
  const { _ } = useLingui();
  const id = useId();
  const active = user.active_category.label;
  const [chosen, setChosen] = useState<CategoryCode>(active);
  const [error, setError] = useState<string>();
  const setCategory = useSetActiveCategory();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === active || setCategory.isPending) return;
    setError(undefined);
    try {
      await setCategory.mutateAsync(chosen);
      showPopup('success', _('form.categoryChanged', { label: chosen }));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (failure.errors.category) setError(failure.errors.category);
      else showPopup('error', failure.message);
    }
  };

  return (
    <form
      className={`${styles.switch} ${compact ? styles.compact : ''}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : `${id}-note`}>
        <legend className={formStyles.label}>{_('form.categoryLegend')}</legend>
        <div className={`${styles.options} ${error ? styles.invalid : ''}`}>
          {user.categories.map((c) => (
            <label key={c.id} className={styles.option}>
              <input
                type="radio"
                name={`${id}-category`}
                value={c.label}
                checked={chosen === c.label}
                onChange={() => {
                  setChosen(c.label);
                  setError(undefined);
                }}
              />
              <span className={styles.code}>{c.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <FieldError id={id} message={error} />
      ) : (
        <p id={`${id}-note`} className={styles.note}>
          {_('form.categoryNote')}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          size="sm"
          variant={compact ? 'secondary' : 'primary'}
          disabled={chosen === active || setCategory.isPending}
        >
          {setCategory.isPending ? _('form.categoryChanging') : _('form.categoryChange')}
        </Button>
      </div>
    </form>
  );
}
