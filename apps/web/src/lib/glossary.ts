import type { TestType } from '@pdr/contract/learning';
import { i18n } from './i18n.ts';
import './lib-words.ts';

/**
 * One name for one thing: the words every screen uses for the product's parts (the message catalogs take them
 * over as they come). A block of 20 questions is a 'урок' (as on the map); a theme's final test is a 'залік';
 * the 20-question exam is an 'іспит'. Of exams, 'складено' is said of passed ones only, and 'ви складали' of
 * taken ones: 'пройдено' (done) is said of lessons and themes, never of exams.
 */
const TEST_TYPE_IDS: Readonly<Record<TestType, string>> = {
  theme: 'lib.testTheme',
  retest: 'lib.testRetest',
  all_theme: 'lib.testCredit',
  exam: 'lib.testExam',
  review: 'lib.testReview',
  favourites: 'lib.testFavourites',
};

/** A kind of test's name in the current language: 'Урок', 'Залік з теми' ('Lesson', 'Theme credit test'). */
export function testTypeName(type: TestType): string {
  return i18n._(TEST_TYPE_IDS[type]);
}
