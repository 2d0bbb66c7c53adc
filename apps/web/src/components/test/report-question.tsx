import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import {
  REPORT_COMMENT_MAX,
  REPORT_REASONS,
  reportReasonLabels,
  reportMessages,
  type ReportReason,
} from '@pdr/contract/report-reasons';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { ConfirmPhoneNote } from '@/components/site/confirm-phone-note.tsx';
import { useUser } from '@/hooks/use-user.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useToken } from '@/lib/session.ts';
import form from '@/components/ui/form.module.css';
import { useMyReport, useSendReport } from '@/hooks/use-question-report.ts';
import styles from './report-question.module.css';
import './i18n.ts';

/**
 * 'Повідомити про помилку' under a question the learner sees with its answer (decision 145): a small modal with the
 * reasons and a comment. A question the operator has corrected since says so.
 */
export function ReportQuestion({ questionId }: { questionId: number }) {
  const { _ } = useLingui();
  const token = useToken();
  const [open, setOpen] = useState(false);
  const mine = useMyReport(questionId, Boolean(token));
  // A guest cannot report (the server answers 401 too).
  if (!token) return null;
  const corrected = mine.data?.report?.state === 'fixed';
  return (
    <div className={styles.row}>
      {corrected ? (
        <p className={styles.corrected} role="status">
          {reportMessages.corrected}
        </p>
      ) : null}
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)}>
        {_('test.report')}
      </button>
      {open ? <ReportModal questionId={questionId} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function ReportModal({ questionId, onClose }: { questionId: number; onClose: () => void }) {
  const { _ } = useLingui();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendReport(questionId);
  const user = useUser();
  const commentId = useId();
  const errorId = useId();
  // Reports wait for a confirmed number (decision 166); a 403 says so too when the stored user was behind.
  const unconfirmed =
    user?.phone_confirmed === false || (send.error instanceof ApiError && send.error.status === 403);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem(reportMessages.badReason);
      return;
    }
    setProblem(null);
    const text = comment.trim();
    send.mutate(
      { question_id: questionId, reason, ...(text ? { comment: text } : {}) },
      {
        onError: (error) => {
          if (error instanceof ApiError) setProblem(Object.values(error.errors)[0] ?? error.message);
          else setProblem(_('test.reportFailed'));
        },
      },
    );
  };

  if (unconfirmed) {
    return (
      <Modal
        open
        onOpenChange={(o) => (o ? null : onClose())}
        title={_('test.report')}
        actions={
          <Button variant="secondary" onClick={onClose}>
            {_('test.reportClose')}
          </Button>
        }
      >
        <ConfirmPhoneNote>{_('test.reportConfirmPhone')}</ConfirmPhoneNote>
      </Modal>
    );
  }

  if (send.isSuccess) {
    return (
      <Modal
        open
        onOpenChange={(o) => (o ? null : onClose())}
        title={_('test.reportSent')}
        actions={<Button onClick={onClose}>{_('test.reportClose')}</Button>}
      >
        <p className={styles.thanks} role="status">
          {send.data.message}
        </p>
      </Modal>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={_('test.report')}
      description={_('test.reportWhat')}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.reasons}>
          <legend className={form.label}>{_('test.reportReason')}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className={styles.reason}>
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
              />
              {reportReasonLabels[r]}
            </label>
          ))}
        </fieldset>
        <label className={form.label} htmlFor={commentId}>
          {_('test.reportComment')}
        </label>
        <textarea
          id={commentId}
          className={`${form.input} ${styles.comment}`}
          value={comment}
          maxLength={REPORT_COMMENT_MAX}
          onChange={(e) => setComment(e.target.value)}
          aria-describedby={problem ? errorId : undefined}
        />
        {problem ? (
          <p id={errorId} className={form.error} role="alert">
            {problem}
          </p>
        ) : null}
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? _('test.reportSending') : _('test.reportSend')}
        </Button>
      </form>
    </Modal>
  );
}
