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
  return claims.videos
    ? 'ілюстрації, відеоуроки та коментарі інструкторів'
    : 'ілюстрації та коментарі інструкторів';
}

/**
 * What Premium does not change, said wherever it is told that every theme is open (after a payment, the trial, the
 * profile): themes still come in order, each after the previous theme's credit test (decision 020).
 */
export const THEME_ORDER_NOTE =
  'Теми, як і раніше, відкриваються по черзі: наступна — після заліку попередньої щонайменше на 50%.';

/** The bank of questions Premium opens, named as what it is. */
export function questionBank(claims: Pick<ContentClaims, 'officialQuestions'>): string {
  return claims.officialQuestions ? 'усі чинні екзаменаційні питання' : 'усі питання тренажера';
}

/** What Premium gives, in the modal and on the home page. */
export function premiumBenefits(claims: ContentClaims): string[] {
  const bank = questionBank(claims);
  return [
    `${bank[0]!.toUpperCase()}${bank.slice(1)} за всіма темами`,
    `Теорія: ${theoryMaterials(claims)}`,
    'Залікові тести та повторення слабких тем',
    'Іспит без обмежень з аналізом тем, де були помилки',
  ];
}
