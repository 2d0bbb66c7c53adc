import { i18n } from '@/lib/i18n.ts';

/**
 * The words of every promise about the content (decision 142): each one says only what the install has.
 * Official questions only with site.json's `official_questions`; videos only when the content has some.
 */
export interface ContentClaims {
  officialQuestions: boolean;
  videos: boolean;
}

/** 'ілюстрації, відеоуроки та коментарі інструкторів' or, without videos, 'ілюстрації та коментарі інструкторів'. */
export function theoryMaterials(claims: Pick<ContentClaims, 'videos'>): string {
  return i18n._(claims.videos ? 'site.materialsVideos' : 'site.materials');
}

/**
 * What Premium does not change, said wherever it is told that every theme is open (after a payment, the trial, the
 * profile): themes still come in order, each after the previous theme's credit test (decision 020).
 */
export function themeOrderNote(): string {
  return i18n._('site.themeOrder');
}

/** The bank of questions Premium opens, named as what it is. */
export function questionBank(claims: Pick<ContentClaims, 'officialQuestions'>): string {
  return i18n._(claims.officialQuestions ? 'site.bankOfficial' : 'site.bankTrainer');
}

/** What Premium gives, in the modal and on the home page. */
export function premiumBenefits(claims: ContentClaims): string[] {
  const bank = questionBank(claims);
  return [
    i18n._('site.benefitBank', { bank: `${bank[0]!.toUpperCase()}${bank.slice(1)}` }),
    i18n._('site.benefitTheory', { materials: theoryMaterials(claims) }),
    i18n._('site.benefitCredit'),
    i18n._('site.benefitExam'),
  ];
}
