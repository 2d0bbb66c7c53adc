import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { SellerLines, formatAgreementDate, useSiteClaims } from '@/components/site/seller-details.tsx';
import { useConfig } from '@/hooks/use-config.ts';
import styles from './static-page.module.css';

/**
 * Under the agreement: its effective date and the seller's details, as the content pack states them. What the pack
 * does not state is said plainly, never filled in: a demo install that takes no money says it sells nothing.
 */
export function AgreementRequisites() {
  const { _ } = useLingui();
  const { seller, demo, agreementDate } = useSiteClaims();
  const sandbox = useConfig().data?.payment_sandbox === true;
  return (
    <section className={styles.requisites} aria-labelledby="agreement-seller">
      <h2 id="agreement-seller">{_(seller ? 'pages.seller' : 'pages.requisites')}</h2>
      <p>
        {agreementDate
          ? _('pages.agreementSince', { date: formatAgreementDate(agreementDate) })
          : _('pages.agreementNoDate')}
      </p>
      {seller ? (
        <p>
          <SellerLines seller={seller} />
        </p>
      ) : (
        <p>{_(demo && sandbox ? 'pages.demoSeller' : 'pages.noSeller')}</p>
      )}
    </section>
  );
}
