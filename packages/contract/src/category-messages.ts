import { localized } from './language.ts';

/** Messages of licence categories (decision 128); in a module of their own, without zod, so a screen can show them without its chunk. */
export const categoryMessages = localized({
  uk: {
    unknown: 'Такої категорії не існує',
    notChosen: 'Цю категорію не обрано у вашому профілі',
    noExam: (code: string) =>
      `Для категорії ${code} у базі питань поки немає повного іспиту (10 з правил, 4 з безпеки, 4 з будови транспортного засобу, 2 з домедичної допомоги). Навчайтеся за темами`,
    noneFound: 'Категорій не знайдено',
  },
  en: {
    unknown: 'There is no such category',
    notChosen: 'This category is not chosen in your profile',
    noExam: (code: string) =>
      `The question bank has no full exam for category ${code} yet (10 on the rules, 4 on safety, 4 on the vehicle, 2 on first aid). Study by theme`,
    noneFound: 'No categories found',
  },
});
