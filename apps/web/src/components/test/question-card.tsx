import { useLingui } from '@lingui/react';
import { useId, type Ref } from 'react';
import type { Language } from '@pdr/contract/language';
import type { Question } from '@pdr/contract/learning';
import { ReadAloud } from './read-aloud.tsx';
import { UkrainianOriginal } from './ukrainian-original.tsx';
import styles from './question-card.module.css';
import { cx } from '@/lib/class-names.ts';
import './i18n.ts';

type AnswerLook = 'right' | 'wrong' | 'plain';

/** An answer already given to the question on screen (the learning tests' and the exam's records both fit). */
export interface GivenAnswer {
  answer_id: number;
}

interface QuestionCardProps {
  question: Question;
  number: number;
  selected: number | null;
  onSelect: (answerId: number) => void;
  /** The answer already given to this question, if any. */
  given: GivenAnswer | undefined;
  /** The right answer's id when it may be shown (after a wrong answer in a lesson, or in the review). */
  rightId: number | null;
  /** The answer just chosen wrongly, shown red for 2.5 s. */
  wrongId: number | null;
  locked: boolean;
  /** The question's text; a screen that moves to another question puts the focus here (it is focusable). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Show the answer's number (1-5) as its key: the exam takes digits. */
  keyHints?: boolean;
  /** The language the question came in: an exam's own (decision 171); the interface's unless given. */
  language?: Language | undefined;
}

/**
 * One question: number, picture, text and its answers as a real radio group (arrow keys move the choice).
 * Shared by the learning tests and the exam.
 */
export function QuestionCard({
  question,
  number,
  selected,
  onSelect,
  given,
  rightId,
  wrongId,
  locked,
  headingRef,
  keyHints = false,
  language,
}: QuestionCardProps) {
  const { _, i18n } = useLingui();
  const english = (language ?? i18n.locale) === 'en';
  // The voice of the language the words on screen are in: a question without English is read in Ukrainian.
  const spoken = english && !question.ukrainian_only ? 'en' : 'uk';
  const textId = useId();
  const look = (id: number): AnswerLook => {
    if (rightId === id) return 'right';
    if (wrongId === id || (given?.answer_id === id && rightId !== null && rightId !== id)) return 'wrong';
    return 'plain';
  };
  const checked = (id: number) => (given ? given.answer_id === id : selected === id);
  // A question without its English shows in Ukrainian: a screen reader reads its text and answers in Ukrainian too,
  // the interface's words around them in English.
  const contentLang = english && question.ukrainian_only ? 'uk' : undefined;
  return (
    <div className={styles.question}>
      <div className={styles.head}>
        <p className={styles.questionNumber}>{_('test.questionNumber', { number })}</p>
        <ReadAloud question={question} language={spoken} answered={given?.answer_id ?? selected} />
      </div>
      {question.image ? (
        <img
          className={styles.picture}
          src={question.image}
          alt={question.image_alt ?? _('test.picture')}
          decoding="async"
        />
      ) : null}
      <h1 id={textId} ref={headingRef} tabIndex={-1} className={styles.questionText} lang={contentLang}>
        {question.question}
      </h1>
      <div role="radiogroup" aria-labelledby={textId} className={styles.answers} lang={contentLang}>
        {question.answers.map((answer, i) => (
          <label
            key={answer.id}
            className={cx(styles.answer, styles[look(answer.id)])}
            data-look={look(answer.id)}
          >
            <input
              type="radio"
              name={`question-${question.id}`}
              value={answer.id}
              checked={checked(answer.id)}
              disabled={locked}
              onChange={() => onSelect(answer.id)}
            />
            {keyHints ? (
              <kbd className={styles.key} aria-hidden="true">
                {i + 1}
              </kbd>
            ) : (
              <span className={styles.answerLabel}>{answer.correct}</span>
            )}
            <span>{answer.answer}</span>
          </label>
        ))}
      </div>
      {english ? <UkrainianOriginal question={question} /> : null}
    </div>
  );
}
