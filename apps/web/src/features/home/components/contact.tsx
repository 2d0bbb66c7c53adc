import styles from './sections.module.css';

const CHANNELS = [
  {
    name: 'Telegram',
    href: 'https://t.me/pdr_trainer_help',
    colour: '#229ed9',
    path: 'M21 4 3 11.2l5.6 2 2.2 6.3 3.2-3.6 4.6 3.4zM9.2 13l8.3-5.8-6.4 7.2',
  },
  {
    name: 'Viber',
    href: 'viber://pa?chatURI=pdr-trainer-help',
    colour: '#7360f2',
    path: 'M12 3c5 0 8.5 2.7 8.5 7.5S17 18 12 18l-4 3v-3.6C5 16.3 3.5 13.8 3.5 10.5 3.5 5.7 7 3 12 3zM9 8c0 3.5 3 7 7 7',
  },
];

/** Where to ask a question: messenger links that open in the app or a new tab. */
export function Contact() {
  return (
    <section className={`${styles.section} ${styles.contact}`} aria-labelledby="contact-title">
      <div>
        <h2 id="contact-title" className={styles.title}>
          Маєте запитання?
        </h2>
        <p className={styles.lead}>Напишіть нам у месенджер — відповімо щодня з 9:00 до 21:00.</p>
      </div>
      <ul className={styles.channels}>
        {CHANNELS.map((channel) => (
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
              <span className="visually-hidden"> (відкриється в новій вкладці)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
