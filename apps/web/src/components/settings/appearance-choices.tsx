import './i18n.ts';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { TextSize, Theme } from '@pdr/contract/settings';
import { setTextSize, setTheme, useTextSize, useTheme } from '@/lib/appearance.ts';
import styles from './settings.module.css';

const THEME_CHOICES = {
  light: 'settings.theme.light',
  dark: 'settings.theme.dark',
  system: 'settings.theme.system',
} as const satisfies Record<Theme, string>;
const TEXT_SIZE_CHOICES = {
  normal: 'settings.textSize.normal',
  large: 'settings.textSize.large',
  largest: 'settings.textSize.largest',
} as const satisfies Record<TextSize, string>;

/** 'Тема' and 'Розмір тексту' (issue 53): radio groups, applied at once; a guest's too (kept on the device). */
export function AppearanceChoices() {
  const { _ } = useLingui();
  const theme = useTheme();
  const textSize = useTextSize();
  // Its own names: the menu's choices and the profile's can be on the page at once.
  const id = useId();
  return (
    <>
      <fieldset className={styles.choice}>
        <legend>{_('settings.theme')}</legend>
        {Object.entries(THEME_CHOICES).map(([option, label]) => (
          <label key={option}>
            <input
              type="radio"
              name={`${id}-theme`}
              checked={theme === option}
              onChange={() => void setTheme(option as Theme)}
            />
            {_(label)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choice} aria-describedby={`${id}-note`}>
        <legend>{_('settings.textSize')}</legend>
        {Object.entries(TEXT_SIZE_CHOICES).map(([option, label]) => (
          <label key={option}>
            <input
              type="radio"
              name={`${id}-text-size`}
              checked={textSize === option}
              onChange={() => void setTextSize(option as TextSize)}
            />
            {_(label)}
          </label>
        ))}
        <p id={`${id}-note`} className={styles.note}>
          {_('settings.textSizeNote')}
        </p>
      </fieldset>
    </>
  );
}
