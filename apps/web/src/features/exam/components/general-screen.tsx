import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { categoryMessages } from '@pdr/contract/category-messages';
import { CategorySwitch } from '@/components/form/category-switch.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { useOnline } from '@/hooks/use-online.ts';
import { useUser } from '@/hooks/use-user.ts';
import { useViewer } from '@/hooks/use-viewer.ts';
import { openPremiumModal } from '@/lib/modals.ts';
import { useStartExam } from '../hooks/use-start-exam.ts';
import { ExamSignIn } from './exam-sign-in.tsx';
import { RulesModal } from './rules-modal.tsx';
import styles from './general-screen.module.css';

type Mode = 'learn' | 'exam';

/** The modes, their title and text as ids in the exam's catalog. */
const MODES: { value: Mode; title: string; text: string }[] = [
  {
    value: 'learn',
    title: 'exam.modeLearn',
    text: 'exam.modeLearnText',
  },
  {
    value: 'exam',
    title: 'exam.exam',
    text: 'exam.modeExamText',
  },
];

/**
 * /general: the choice between learning and the exam (spec section 2, General), in the learner's active category,
 * which can be switched here. A category the content has no full exam for offers learning only.
 */
export function GeneralScreen({ onExit }: { onExit: () => void }) {
  const { _ } = useLingui();
  const viewer = useViewer();
  const user = useUser();
  const navigate = useNavigate();
  const exam = useStartExam();
  const [picked, setPicked] = useState<Mode | null>(null);
  const category = user?.active_category;
  // Until the user has loaded the exam stays open: the server refuses it anyway, with the same message.
  const categoryNoExam = category?.full_exam === false ? categoryMessages.noExam(category.label) : null;
  const online = useOnline();
  // Why the exam does not start with no network: the server checks every answer as it is given (decision 137).
  const needsNetwork = _('exam.needsNetwork');
  const noExam = categoryNoExam ?? (online ? null : needsNetwork);
  // The exam picked before a switch to a category without one, or before the network went, is no choice any more.
  const mode = picked === 'exam' && noExam ? null : picked;
  // Each 'Почати' without a choice blinks the options again (a new key restarts the animation).
  const [blinks, setBlinks] = useState(0);
  const firstOption = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // After the options were put up afresh: the keyboard lands on them, where the choice is to be made.
    if (blinks > 0) firstOption.current?.focus();
  }, [blinks]);
  if (!viewer.signedIn) return <ExamSignIn />;

  const begin = () => {
    if (mode === null) {
      setBlinks((n) => n + 1);
      return;
    }
    if (mode === 'learn') void navigate('/started_learn');
    else void exam.start();
  };

  return (
    <section className={styles.page}>
      <PageTitle subtitle={_('exam.generalSubtitle')}>{_('exam.generalTitle')}</PageTitle>
      {user ? (
        <div className={styles.category}>
          <CategorySwitch user={user} compact />
        </div>
      ) : null}
      <fieldset key={blinks} className={`${styles.modes} ${blinks > 0 ? styles.blink : ''}`}>
        <legend className="visually-hidden">{_('exam.mode')}</legend>
        {MODES.map((m, i) => {
          const closed = m.value === 'exam' && noExam !== null;
          return (
            <label key={m.value} className={styles.mode} data-mode={m.value}>
              <input
                ref={i === 0 ? firstOption : undefined}
                type="radio"
                name="mode"
                value={m.value}
                checked={mode === m.value}
                disabled={closed}
                onChange={() => setPicked(m.value)}
              />
              <span className={styles.modeTitle}>{_(m.title)}</span>
              <span className={styles.modeText}>{closed ? noExam : _(m.text)}</span>
            </label>
          );
        })}
      </fieldset>
      <p className={styles.hint} role="status">
        {blinks > 0 && mode === null ? (noExam ? _('exam.pickLearn') : _('exam.pickMode')) : ''}
      </p>
      {/* The exam option says why it is closed; this only tells a screen reader the moment the network goes. */}
      {online ? null : (
        <p className="visually-hidden" role="status">
          {needsNetwork}
        </p>
      )}
      <div className={styles.start}>
        <Button size="lg" onClick={begin} disabled={exam.busy || (!online && picked === 'exam')}>
          {_('exam.start')}
        </Button>
      </div>
      <div className={styles.mobile}>
        <ButtonLink to="/my_test" variant="secondary" block>
          {_('exam.progress')}
        </ButtonLink>
        {viewer.premium ? null : (
          <Button variant="premium" block onClick={openPremiumModal}>
            {_('exam.premium')}
          </Button>
        )}
        <Button variant="ghost" block onClick={onExit}>
          {_('exam.exit')}
        </Button>
      </div>
      <RulesModal
        open={exam.rulesOpen}
        busy={exam.busy}
        onAccept={() => void exam.acceptRules()}
        onClose={exam.closeRules}
      />
    </section>
  );
}
