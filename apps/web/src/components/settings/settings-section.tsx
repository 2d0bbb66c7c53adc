import './i18n.ts';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { LANGUAGES, LANGUAGE_NAMES } from '@pdr/contract/language';
import { useLanguage } from '@/hooks/use-language.ts';
import { setReadAloudAuto, useReadAloudAuto, useVoice } from '@/lib/reading.ts';
import { AppearanceChoices } from './appearance-choices.tsx';
import styles from './settings.module.css';

/** Where a device gets a voice of a language: the steps on each system, in the interface's words. */
const VOICE_STEPS = ['settings.voiceAndroid', 'settings.voiceIos', 'settings.voiceWindows'];

/**
 * 'Налаштування' (issue 53, item 5) on /profile, a guest's too: the interface's language, the theme, the text size and
 * reading each question aloud, kept on the device and on a signed-in learner's account. Without a voice of the interface's language on the device, reading aloud is not
 * offered, and the section says why and how to add one.
 */
export function SettingsSection() {
  const { _ } = useLingui();
  const { language, choose } = useLanguage();
  const voice = useVoice(language);
  const auto = useReadAloudAuto();
  const titleId = useId();
  const languageName = _(language === 'en' ? 'settings.inEnglish' : 'settings.inUkrainian');
  return (
    <section className={styles.settings} aria-labelledby={titleId}>
      <h2 id={titleId}>{_('settings.title')}</h2>
      <fieldset className={styles.choice}>
        <legend>{_('settings.language')}</legend>
        {LANGUAGES.map((option) => (
          <label key={option} lang={option}>
            <input
              type="radio"
              name={`${titleId}-language`}
              checked={language === option}
              onChange={() => void choose(option)}
            />
            {LANGUAGE_NAMES[option]}
          </label>
        ))}
      </fieldset>
      <AppearanceChoices />
      {voice ? (
        <label className={styles.toggle}>
          <input type="checkbox" checked={auto} onChange={(e) => void setReadAloudAuto(e.target.checked)} />
          {_('settings.readAloudAuto')}
        </label>
      ) : (
        <div className={styles.noVoice}>
          <p>{_('settings.noVoice', { language: languageName })}</p>
          <ul>
            {VOICE_STEPS.map((id) => (
              <li key={id}>{_(id)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
