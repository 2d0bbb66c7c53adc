import * as accounts from './accounts.ts';
import * as admin from './admin.ts';
import * as answerChoices from './answer-choices.ts';
import * as content from './content.ts';
import * as exam from './exam.ts';
import * as favourites from './favourites.ts';
import * as learning from './learning.ts';
import * as marathon from './marathon.ts';
import * as payments from './payments.ts';
import * as repetition from './repetition.ts';
import * as search from './search.ts';
import * as settings from './settings.ts';
import * as userSettings from './user-settings.ts';

/** Every table of the one schema; a new schema module is added here. */
export const schema = {
  ...accounts,
  ...content,
  ...learning,
  ...exam,
  ...payments,
  ...repetition,
  ...settings,
  ...userSettings,
  ...favourites,
  ...search,
  ...marathon,
  ...answerChoices,
  ...admin,
};
