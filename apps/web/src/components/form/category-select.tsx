import { useLingui } from '@lingui/react';
import Select, { components, type MultiValueRemoveProps } from 'react-select';
import type { Category } from '@pdr/contract/catalog';
import {
  CATEGORY_MENU_MAX_HEIGHT_PX,
  CATEGORY_MENU_MIN_HEIGHT_PX,
  CATEGORY_PAGE_SIZE,
} from '@pdr/contract/constants';
import { categoriesCount, categoryAriaMessages } from './category-select-aria.ts';
import './i18n.ts';

interface Option {
  value: number;
  label: string;
}

interface Props {
  id: string;
  categories: Category[];
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur: () => void;
  error?: string | undefined;
  loading: boolean;
}

/** The × of a chosen category, named for a screen reader. */
function RemoveCategory(props: MultiValueRemoveProps<Option, true>) {
  const { _ } = useLingui();
  return (
    <components.MultiValueRemove
      {...props}
      innerProps={{
        ...props.innerProps,
        'aria-label': _('form.removeCategory', { label: props.data.label }),
      }}
    />
  );
}

/** Licence categories, several at once (react-select); sizes of spec section 9. */
export function CategorySelect({ id, categories, value, onChange, onBlur, error, loading }: Props) {
  const { _ } = useLingui();
  const options: Option[] = categories.map((c) => ({ value: c.id, label: c.label }));
  const selected = options.filter((o) => value.includes(o.value));
  return (
    <Select<Option, true>
      inputId={id}
      instanceId={id}
      isMulti
      options={options}
      value={selected}
      onChange={(next) => onChange(next.map((o) => o.value))}
      onBlur={onBlur}
      isLoading={loading}
      placeholder={_('form.chooseCategories')}
      noOptionsMessage={() => _('form.noCategories')}
      loadingMessage={() => _('form.loading')}
      ariaLiveMessages={categoryAriaMessages}
      screenReaderStatus={({ count }) => _('form.found', { found: categoriesCount(count) })}
      components={{ MultiValueRemove: RemoveCategory }}
      pageSize={CATEGORY_PAGE_SIZE}
      minMenuHeight={CATEGORY_MENU_MIN_HEIGHT_PX}
      maxMenuHeight={CATEGORY_MENU_MAX_HEIGHT_PX}
      aria-invalid={error ? true : undefined}
      aria-errormessage={error ? `${id}-error` : undefined}
      styles={{
        control: (base, state) => ({
          ...base,
          minHeight: 48,
          borderRadius: 10,
          borderColor: error
            ? 'var(--color-danger)'
            : state.isFocused
              ? 'var(--color-primary)'
              : 'var(--color-border)',
          boxShadow: state.isFocused ? '0 0 0 3px var(--color-primary-soft)' : 'none',
        }),
        multiValue: (base) => ({ ...base, background: 'var(--color-primary-soft)', borderRadius: 6 }),
        multiValueLabel: (base) => ({ ...base, color: 'var(--color-primary-dark)', fontWeight: 600 }),
        // A bigger × for a finger, and the library's light greys darkened to be seen (3:1) and read (4.5:1).
        multiValueRemove: (base) => ({ ...base, paddingInline: 8, color: 'var(--color-primary-dark)' }),
        clearIndicator: (base) => ({ ...base, color: 'var(--color-text-muted)' }),
        dropdownIndicator: (base) => ({ ...base, color: 'var(--color-text-muted)' }),
        indicatorSeparator: (base) => ({ ...base, backgroundColor: 'var(--color-border)' }),
        placeholder: (base) => ({ ...base, color: 'var(--color-text-muted)' }),
        menu: (base) => ({ ...base, zIndex: 20 }),
      }}
    />
  );
}
