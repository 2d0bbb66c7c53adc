import { describe, expect, it } from 'vitest';
import { examMessages } from './exam.ts';
import { reportMessages } from './report-reasons.ts';
import { repetitionMessages } from './repetition.ts';

describe('messages a page shows as a paragraph of its own', () => {
  // A form's thanks and the Premium modal's reason stand as text on the page, not as a short popup: whole
  // sentences, each with its full stop.
  it.each([
    ['the feedback form’s thanks', repetitionMessages.feedbackThanks, "Дякуємо! Ми зв'яжемося з вами."],
    ['the question report’s thanks', reportMessages.thanks, 'Дякуємо! Ми перевіримо питання.'],
    ['the used free exam of the day', examMessages.dailyLimit, expect.stringMatching(/ без обмежень\.$/)],
  ])('%s ends with its full stop', (_name, message, expected) => {
    expect(message).toEqual(expected);
  });
});
