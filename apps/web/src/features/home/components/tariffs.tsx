import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { CREDIT_MODAL_PASS_PERCENT } from '@pdr/contract/constants';
import type { ConfigResponse } from '@pdr/contract/system';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { openPremiumModal } from '@/lib/modals.ts';
import tick from '@/components/ui/tick-list.module.css';
import styles from './sections.module.css';

// The rule the map applies, said where the tariff is chosen: themes open in turn, by the credit test before them.
const LIGHT = ['home.lightThemes', 'home.lightSigns', 'home.lightExam'];
/** Premium's lines say only what the content has: official questions and videos when it has them (decision 142). */
function premiumLines(config: ConfigResponse | undefined): string[] {
  const official = config?.site.official_questions === true;
  const videos = (config?.content.videos ?? 0) > 0;
  return [
    official ? 'home.premiumThemesOfficial' : 'home.premiumThemes',
    videos ? 'home.premiumTheoryVideos' : 'home.premiumTheory',
    'home.premiumCredit',
    'home.premiumExam',
  ];
}

/** A tariff's lines, by id. */
function Features({ items }: { items: string[] }) {
  const { _ } = useLingui();
  return (
    <ul className={`${tick.tickList} ${styles.checks}`}>
      {items.map((item) => (
        <li key={item}>{_(item, { percent: CREDIT_MODAL_PASS_PERCENT })}</li>
      ))}
    </ul>
  );
}

/** The two tariffs; the Premium price and term come from the server's config. */
export function Tariffs({ signedIn, config }: { signedIn: boolean; config: ConfigResponse | undefined }) {
  const { _ } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="tariffs-title">
      <h2 id="tariffs-title" className={styles.title}>
        {_('home.tariffs')}
      </h2>
      <div className={styles.tariffs}>
        <article className={styles.tariff} aria-labelledby="tariff-light">
          <h3 id="tariff-light" className={styles.tariffName}>
            {_('home.light')}
          </h3>
          <p className={styles.price}>
            <span className={styles.priceValue}>{_('home.price', { price: 0 })}</span>
            <span className={styles.priceNote}>{_('home.forever')}</span>
          </p>
          <Features items={LIGHT} />
          {/* tariff=light: the registration form then starts with 'Придбати Преміум' unticked. */}
          <ButtonLink to={signedIn ? '/started_learn' : '/register?tariff=light'} variant="secondary" block>
            {_(signedIn ? 'home.toTests' : 'home.try')}
          </ButtonLink>
        </article>
        <article className={`${styles.tariff} ${styles.tariffPremium}`} aria-labelledby="tariff-premium">
          <h3 id="tariff-premium" className={styles.tariffName}>
            {_('header.premium')}
          </h3>
          <p className={styles.price}>
            {/* Only a real former price the operator set above today's (decision 092): no invented discount. */}
            {config?.subscription.former_price ? (
              <s className={styles.oldPrice}>
                <span className="visually-hidden">{_('home.formerPrice')} </span>
                {_('home.price', { price: config.subscription.former_price })}
              </s>
            ) : null}
            <span className={styles.priceValue}>
              <span className="visually-hidden">{_('home.now')} </span>
              {_('home.price', { price: config ? config.subscription.price : '…' })}
            </span>
            <span className={styles.priceNote}>
              {config ? _('home.forDays', { days: _('home.days', { count: config.subscription.days }) }) : ''}
            </span>
          </p>
          <Features items={premiumLines(config)} />
          {signedIn ? (
            <Button variant="premium" block onClick={openPremiumModal}>
              {_('home.buyPremium')}
            </Button>
          ) : (
            <ButtonLink to="/register" variant="premium" block>
              {_('home.registerPremium')}
            </ButtonLink>
          )}
        </article>
      </div>
    </section>
  );
}
