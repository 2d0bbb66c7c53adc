import { SellerLines, formatAgreementDate, useSiteClaims } from '@/components/site/seller-details.tsx';
import { useConfig } from '@/hooks/use-config.ts';
import styles from './static-page.module.css';

/**
 * Under the agreement: its effective date and the seller's details, as the content pack states them. What the pack
 * does not state is said plainly, never filled in: a demo install that takes no money says it sells nothing.
 */
export function AgreementRequisites() {
  const { seller, demo, agreementDate } = useSiteClaims();
  const sandbox = useConfig().data?.payment_sandbox === true;
  return (
    <section className={styles.requisites} aria-labelledby="agreement-seller">
      <h2 id="agreement-seller">{seller ? 'Продавець' : 'Реквізити'}</h2>
      <p>
        {agreementDate
          ? `Редакція угоди чинна з ${formatAgreementDate(agreementDate)}.`
          : 'Дату набрання чинності угодою оператор ще не вказав.'}
      </p>
      {seller ? (
        <p>
          <SellerLines seller={seller} />
        </p>
      ) : (
        <p>
          {demo && sandbox
            ? 'Це демонстраційна установка тренажера: угода — зразок тексту, тут ніхто нічого не продає, а оплату Преміуму лише імітовано — гроші не списуються.'
            : 'Оператор ще не вказав відомостей про продавця.'}
        </p>
      )}
    </section>
  );
}
