import { SellerLines, formatAgreementDate, useSiteClaims } from '@/components/site/seller-details.tsx';
import styles from './static-page.module.css';

/** Under the agreement: its effective date and the seller's details, as the content pack states them. */
export function AgreementRequisites() {
  const { seller, demo, agreementDate } = useSiteClaims();
  return (
    <section className={styles.requisites} aria-labelledby="agreement-seller">
      <h2 id="agreement-seller">Продавець</h2>
      {agreementDate ? <p>Редакція угоди чинна з {formatAgreementDate(agreementDate)}</p> : null}
      {seller ? (
        <p>
          <SellerLines seller={seller} />
        </p>
      ) : (
        <p>
          {demo
            ? 'Це демонстраційна установка тренажера: продавця не вказано.'
            : 'Оператор ще не вказав відомостей про продавця.'}
        </p>
      )}
    </section>
  );
}
