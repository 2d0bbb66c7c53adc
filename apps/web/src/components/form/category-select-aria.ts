import type { AriaLiveMessages, GroupBase } from 'react-select';
import { i18n } from '@/lib/i18n.ts';
import './i18n.ts';

/*
 * What react-select says to a screen reader, in the interface's language (its own messages are English). The texts follow what
 * the library announces: the chosen or removed category, the focused option, how many options the typing leaves,
 * and the keys to use.
 */
interface Option {
  value: number;
  label: string;
}

/** 1 категорія, 2 категорії, 5 категорій. */
export function categoriesCount(count: number): string {
  return i18n._('form.categoriesCount', { count });
}

export const categoryAriaMessages: AriaLiveMessages<Option, true, GroupBase<Option>> = {
  guidance: ({ context, isInitialFocus }) => {
    if (context === 'menu') return i18n._('form.ariaGuideMenu');
    if (context === 'input' && isInitialFocus) return i18n._('form.ariaGuideInput');
    if (context === 'value') return i18n._('form.ariaGuideValue');
    return '';
  },
  onChange: ({ action, label, labels }) => {
    if (action === 'select-option') return i18n._('form.ariaChosen', { label });
    if (action === 'remove-value' || action === 'pop-value') return i18n._('form.ariaRemoved', { label });
    if (action === 'clear') return i18n._('form.ariaCleared', { labels: labels.join(', ') });
    return '';
  },
  onFocus: ({ context, label, isSelected, isDisabled }) => {
    if (context === 'value') return i18n._('form.ariaFocusChosen', { label });
    if (isDisabled) return i18n._('form.ariaFocusDisabled', { label });
    return i18n._(isSelected ? 'form.ariaFocusSelected' : 'form.ariaFocus', { label });
  },
  onFilter: ({ inputValue, resultsMessage }) =>
    inputValue
      ? i18n._('form.ariaFilter', { results: resultsMessage, query: inputValue })
      : `${resultsMessage}.`,
};
