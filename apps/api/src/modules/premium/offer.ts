import { inLanguage } from '@pdr/contract/language';
import type { FreePremiumResponse } from '@pdr/contract/pages';

const DAY_MS = 86_400_000;

export interface Offer {
  title: string;
  description: string;
  /** The English of the two, null where the pack gives none (decision 171). */
  titleEn?: string | null;
  descriptionEn?: string | null;
  endsAt: Date;
  days: number;
}

/** The offer as the home page shows it: end date, whole days left, and whether it can still be taken. */
export function describeOffer(offer: Offer, now: Date): FreePremiumResponse {
  const msLeft = offer.endsAt.getTime() - now.getTime();
  return {
    title: inLanguage(offer.title, offer.titleEn),
    description: inLanguage(offer.description, offer.descriptionEn),
    timer: offer.endsAt.toISOString(),
    premium_days: offer.days,
    days_left: Math.max(0, Math.floor(msLeft / DAY_MS)),
    active: msLeft > 0,
  };
}
