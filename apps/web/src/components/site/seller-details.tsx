import { useLingui } from '@lingui/react';
import type { Seller } from '@pdr/contract/system';
import { useConfig } from '@/hooks/use-config.ts';
import { kyivFormat } from '@/lib/kyiv-time.ts';

const dateFormat = kyivFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** '1 листопада 2026 р.' ('1 November 2026') from 'YYYY-MM-DD' (a calendar date: read as such, not as a moment in some time zone). */
export function formatAgreementDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return dateFormat.format(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/** The seller's lines as the content pack gives them; nothing is filled in when the pack names no seller. */
export function SellerLines({ seller }: { seller: Seller }) {
  const { _ } = useLingui();
  return (
    <>
      {_('site.sellerLine', { name: seller.legal_name, code: seller.tax_id })}
      <br />
      {seller.address}
      <br />
      <a href={`mailto:${seller.email}`}>{seller.email}</a>
    </>
  );
}

/**
 * What the content pack (site.json) and the content itself let the site say: seller, demo or not, official
 * questions or not, videos or not. Until the config arrives nothing is claimed.
 */
export function useSiteClaims() {
  const config = useConfig().data;
  const site = config?.site;
  return {
    seller: site?.seller ?? null,
    demo: site?.demo === true,
    officialQuestions: site?.official_questions === true,
    agreementDate: site?.agreement_date ?? null,
    videos: (config?.content.videos ?? 0) > 0,
  };
}
