import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { Question, QuestionOriginal } from '@pdr/contract/learning';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { Button } from '@/components/ui/button.tsx';
import styles from './ukrainian-original.module.css';
import './i18n.ts';

/** GET /api/questions/:id/original. */
function getOriginal(questionId: number, signal: AbortSignal): Promise<QuestionOriginal> {
  return apiRequest(`questions/${questionId}/original`, {
    signal,
    schema: () => import('@pdr/contract/learning').then((m) => m.questionOriginalResponseSchema),
  });
}

/**
 * Beneath an English question: 'Show in Ukrainian' opens the Ukrainian original of the question and its answers
 * (road signs and instructors speak Ukrainian, decision 171) and hides it again; asked for only when opened. A
 * question with no English has the 'Ukrainian only' mark instead.
 */
export function UkrainianOriginal({ question }: { question: Question }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const original = useQuery({
    queryKey: queryKeys.questionOriginal(question.id),
    queryFn: ({ signal }) => getOriginal(question.id, signal),
    enabled: open,
    staleTime: Infinity,
  });
  if (question.ukrainian_only) return <p className={styles.mark}>{_('test.ukrainianOnly')}</p>;
  return (
    <div className={styles.original}>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? _('test.hideUkrainian') : _('test.showUkrainian')}
      </Button>
      <div id={panelId} hidden={!open} className={styles.panel} lang="uk">
        {open && original.isPending ? <p>{_('common.loading')}</p> : null}
        {open && original.isError ? (
          <p role="alert" lang="en">
            {_('test.originalFailed')}
          </p>
        ) : null}
        {original.data ? (
          <>
            <p className={styles.text}>{original.data.question}</p>
            <ol className={styles.answers}>
              {original.data.answers.map((a) => (
                <li key={a.id}>{a.answer}</li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </div>
  );
}
