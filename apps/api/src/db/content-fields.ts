import { answers, questions } from './schema/content.ts';

/** What a learner's screen shows of a question, as its readers select it (the content cache, retired questions). */
export const questionFields = {
  id: questions.id,
  themeId: questions.themeId,
  text: questions.text,
  image: questions.image,
  imageAlt: questions.imageAlt,
  notes: questions.notes,
  textEn: questions.textEn,
  notesEn: questions.notesEn,
  imageAltEn: questions.imageAltEn,
  videoUrl: questions.videoUrl,
  categories: questions.categories,
};

/** An answer as its readers select it (the content cache, the console's report queue). */
export const answerFields = {
  id: answers.id,
  questionId: answers.questionId,
  text: answers.text,
  textEn: answers.textEn,
  correct: answers.correct,
};
