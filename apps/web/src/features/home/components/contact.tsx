import '../i18n.ts';
import { useLingui } from '@lingui/react';
import type { SiteInfo } from '@pdr/contract/system';
import { withCatalogs } from '@/lib/i18n.ts';
import { lazy } from 'react';
import { WhenNear } from '@/components/ui/when-near.tsx';
import styles from './sections.module.css';

// The form's code (a form library) loads as the form comes near the screen.
const FeedbackForm = lazy(
  withCatalogs(async () => ({ default: (await import('./feedback-form.tsx')).FeedbackForm })),
);

const CHANNELS = [
  {
    key: 'telegram',
    name: 'Telegram',
    colour: '#229ed9',
    path: 'M21 4 3 11.2l5.6 2 2.2 6.3 3.2-3.6 4.6 3.4zM9.2 13l8.3-5.8-6.4 7.2',
  },
  {
    key: 'viber',
    name: 'Viber',
    colour: '#7360f2',
    path: 'M12 3c5 0 8.5 2.7 8.5 7.5S17 18 12 18l-4 3v-3.6C5 16.3 3.5 13.8 3.5 10.5 3.5 5.7 7 3 12 3zM9 8c0 3.5 3 7 7 7',
  },
] as const;

/**
 * Where to ask a question: the operator's messenger links (site.json; none are made up, so a pack without them shows
 * only the form) and the feedback form, whose messages the operator reads with `npm run admin -- feedback`.
 */
export function Contact({ contacts }: { contacts: SiteInfo['contacts'] }) {
  const { _ } = useLingui();
  const channels = CHANNELS.flatMap((c) => {
    const href = contacts[c.key];
    return href ? [{ ...c, href }] : [];
  });
  return (
    <section className={`${styles.section} ${styles.contact}`} aria-labelledby="contact-title">
      <div>
        <h2 id="contact-title" className={styles.title}>
          {_('home.contactTitle')}
        </h2>
        {/* No support hours here: they are the operator's promise to state, not the app's (decision 093). */}
        <p className={styles.lead}>{_(channels.length > 0 ? 'home.contactLead' : 'home.contactLeadForm')}</p>
      </div>
      {channels.length === 0 ? null : (
        <ul className={styles.channels}>
          {channels.map((channel) => (
            <li key={channel.name}>
              <a className={styles.channel} href={channel.href} target="_blank" rel="noopener noreferrer">
                <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
                  <circle cx="12" cy="12" r="12" fill={channel.colour} />
                  <path
                    d={channel.path}
                    transform="translate(3 3) scale(0.75)"
                    fill="none"
                    stroke="#fff"
                    strokeWidth="2"
                    strokeLinejoin="round"
                  />
                </svg>
                {channel.name}
                <span className="visually-hidden"> {_('home.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <WhenNear className={styles.formPlaceholder} label={_('home.loadingForm')}>
        <FeedbackForm />
      </WhenNear>
    </section>
  );
}
