import { CREDIT_MODAL_PASS_PERCENT } from '@pdr/contract/constants';
import type { ConfigResponse } from '@pdr/contract/system';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { openPremiumModal } from '@/lib/modals.ts';
import tick from '@/components/ui/tick-list.module.css';
import styles from './sections.module.css';
import { countOf, NOUNS } from '@/lib/plural.ts';

// The rule the map applies, said where the tariff is chosen: themes open in turn, by the credit test before them.
const LIGHT = [
  `Теми 1 і 2 по черзі: тема 2 відкривається заліком з теми 1 (від ${CREDIT_MODAL_PASS_PERCENT}%)`,
  'Дорожні знаки та дорожня розмітка',
  'Іспит раз на день',
];
/** Premium's lines say only what the content has: official questions and videos when it has them (decision 142). */
function premiumLines(config: ConfigResponse | undefined): string[] {
  const official = config?.site.official_questions === true;
  const videos = (config?.content.videos ?? 0) > 0;
  return [
    official ? 'Усі теми та всі чинні питання' : 'Усі теми та всі питання тренажера',
    videos ? 'Теорія з ілюстраціями та відеоуроками' : 'Теорія з ілюстраціями та коментарями',
    'Залікові тести і повторення',
    'Іспит без обмежень з аналізом помилок',
  ];
}

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
            <span className={styles.priceNote}>
              {config ? `на ${countOf(config.subscription.days, NOUNS.day)}` : ''}
            </span>
          </p>
          <Features items={premiumLines(config)} />
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
