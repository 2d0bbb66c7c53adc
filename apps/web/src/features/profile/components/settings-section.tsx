import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { LANGUAGES, LANGUAGE_NAMES } from '@pdr/contract/language';
import { useLanguage } from '@/hooks/use-language.ts';
import { setReadAloudAuto, useReadAloudAuto, useVoice } from '@/lib/reading.ts';
import styles from './profile.module.css';

/** Where a device gets a voice of a language: the steps on each system, in the interface's words. */
const VOICE_STEPS = [
  'profile.settings.voiceAndroid',
  'profile.settings.voiceIos',
  'profile.settings.voiceWindows',
];

/**
 * 'Налаштування' (issue 53, item 5) on /profile: the interface's language and reading each question aloud, kept on
 * the device and on the account. Without a voice of the interface's language on the device, reading aloud is not
 * offered, and the section says why and how to add one.
 */
export function SettingsSection() {
  const { _ } = useLingui();
  const { language, choose } = useLanguage();
  const voice = useVoice(language);
  const auto = useReadAloudAuto();
  const titleId = useId();
  const languageName = _(language === 'en' ? 'profile.settings.inEnglish' : 'profile.settings.inUkrainian');
  return (
    <section className={styles.settings} aria-labelledby={titleId}>
      <h2 id={titleId}>{_('profile.settings.title')}</h2>
      <fieldset className={styles.choice}>
        <legend>{_('profile.settings.language')}</legend>
        {LANGUAGES.map((option) => (
          <label key={option} lang={option}>
            <input
              type="radio"
              name="language"
              checked={language === option}
              onChange={() => void choose(option)}
            />
            {LANGUAGE_NAMES[option]}
          </label>
        ))}
      </fieldset>
      {voice ? (
        <label className={styles.toggle}>
          <input type="checkbox" checked={auto} onChange={(e) => void setReadAloudAuto(e.target.checked)} />
          {_('profile.settings.readAloudAuto')}
        </label>
      ) : (
        <div className={styles.noVoice}>
          <p>{_('profile.settings.noVoice', { language: languageName })}</p>
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
