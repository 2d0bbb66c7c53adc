import type { ConfigResponse } from '@pdr/contract/system';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { openPremiumModal } from '@/lib/modals.ts';
import tick from '@/components/ui/tick-list.module.css';
import styles from './sections.module.css';

const LIGHT = ['Теми 1 і 2 повністю', 'Дорожні знаки та дорожня розмітка', 'Іспит раз на день'];
const PREMIUM = [
  'Усі теми та всі чинні питання',
  'Теорія з відеоуроками',
  'Залікові тести і повторення',
  'Іспит без обмежень з аналізом помилок',
];

function Features({ items }: { items: string[] }) {
  return (
    <ul className={`${tick.tickList} ${styles.checks}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The two tariffs; the Premium price and term come from the server's config. */
export function Tariffs({ signedIn, config }: { signedIn: boolean; config: ConfigResponse | undefined }) {
  return (
    <section className={styles.section} aria-labelledby="tariffs-title">
      <h2 id="tariffs-title" className={styles.title}>
        Тарифи
      </h2>
      <div className={styles.tariffs}>
        <article className={styles.tariff} aria-labelledby="tariff-light">
          <h3 id="tariff-light" className={styles.tariffName}>
            Легкий
          </h3>
          <p className={styles.price}>
            <span className={styles.priceValue}>0 грн</span>
            <span className={styles.priceNote}>безстроково</span>
          </p>
          <Features items={LIGHT} />
          {/* tariff=light: the registration form then starts with 'Придбати Преміум' unticked. */}
          <ButtonLink to={signedIn ? '/started_learn' : '/register?tariff=light'} variant="secondary" block>
            {signedIn ? 'До тестів' : 'Спробувати'}
          </ButtonLink>
        </article>
        <article className={`${styles.tariff} ${styles.tariffPremium}`} aria-labelledby="tariff-premium">
          <h3 id="tariff-premium" className={styles.tariffName}>
            Преміум
          </h3>
          <p className={styles.price}>
            {/* Only a real former price the operator set above today's (decision 092): no invented discount. */}
            {config?.subscription.former_price ? (
              <s className={styles.oldPrice}>
                <span className="visually-hidden">Колишня ціна: </span>
                {config.subscription.former_price} грн
              </s>
            ) : null}
            <span className={styles.priceValue}>
              <span className="visually-hidden">Зараз: </span>
              {config ? `${config.subscription.price} грн` : '… грн'}
            </span>
            <span className={styles.priceNote}>{config ? `на ${config.subscription.days} днів` : ''}</span>
          </p>
          <Features items={PREMIUM} />
          {signedIn ? (
            <Button variant="premium" block onClick={openPremiumModal}>
              Оформити Преміум
            </Button>
          ) : (
            <ButtonLink to="/register" variant="premium" block>
              Зареєструватися з Преміумом
            </ButtonLink>
          )}
        </article>
      </div>
    </section>
  );
}
