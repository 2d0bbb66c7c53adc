import type { AriaLiveMessages, GroupBase } from 'react-select';

/*
 * What react-select says to a screen reader, in Ukrainian (its own messages are English). The texts follow what
 * the library announces: the chosen or removed category, the focused option, how many options the typing leaves,
 * and the keys to use.
 */
interface Option {
  value: number;
  label: string;
}

/** 1 категорія, 2 категорії, 5 категорій. */
export function categoriesCount(count: number): string {
  const tens = count % 100;
  const ones = count % 10;
  const word =
    ones === 1 && tens !== 11
      ? 'категорія'
      : ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)
        ? 'категорії'
        : 'категорій';
  return `${count} ${word}`;
}

export const categoryAriaMessages: AriaLiveMessages<Option, true, GroupBase<Option>> = {
  guidance: ({ context, isInitialFocus }) => {
    if (context === 'menu')
      return 'Стрілки вгору і вниз обирають варіант, Enter додає його, Escape закриває список.';
    if (context === 'input' && isInitialFocus)
      return 'Почніть писати, щоб знайти категорію; стрілка вниз відкриває список, стрілка вліво переходить до обраних.';
    if (context === 'value')
      return 'Стрілки вліво і вправо переходять між обраними, Backspace прибирає категорію.';
    return '';
  },
  onChange: ({ action, label, labels }) => {
    if (action === 'select-option') return `Категорію ${label} обрано.`;
    if (action === 'remove-value' || action === 'pop-value') return `Категорію ${label} прибрано.`;
    if (action === 'clear') return `Усі категорії прибрано: ${labels.join(', ')}.`;
    return '';
  },
  onFocus: ({ context, label, isSelected, isDisabled }) => {
    if (context === 'value') return `Обрана категорія ${label}.`;
    const state = isDisabled ? ', недоступна' : isSelected ? ', обрана' : '';
    return `Категорія ${label}${state}.`;
  },
  onFilter: ({ inputValue, resultsMessage }) =>
    inputValue ? `${resultsMessage} за запитом «${inputValue}».` : `${resultsMessage}.`,
};
