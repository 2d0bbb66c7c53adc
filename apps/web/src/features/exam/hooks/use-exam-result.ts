import '../i18n.ts';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n.ts';
import { unstoredResultMessage } from '@/lib/outbox.ts';
import { showPopup } from '@/lib/popup.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { sessionStore, type ExamResultRecord } from '@/lib/storage.ts';
import { getExam } from '../api/get-exam.ts';
import { sendExamResult } from '../api/send-exam-result.ts';
import { examResultBody } from '../utils/exam-rules.ts';

export type SendState = 'sending' | 'retrying' | 'refused' | 'done';

/**
 * Sends the finished exam's result through the outbox, which resends it every 5 s with the same attempt id while
 * the network fails (spec section 4: the server counts it once). The server's recorded answers are the score: if it finds the
 * submitted ones differ (an answer it recorded whose reply was lost), they are taken from it and sent again.
 */
export function useExamResult(initial: ExamResultRecord) {
  const queryClient = useQueryClient();
  const [record, setRecord] = useState(initial);
  const [state, setState] = useState<SendState>(initial.response ? 'done' : 'sending');

  useEffect(() => {
    if (record.response) return;
    let cancelled = false;
    let failures = 0;
    let synced = false;
    let body = record.body;
    const attempt = async (): Promise<void> => {
      try {
        const submitted = await sendExamResult(body);
        if (cancelled) return;
        if (!submitted.sent) {
          // It waits in the outbox, which sends it again every 5 s and the moment the connection returns.
          failures += 1;
          setState('retrying');
          showPopup('error', submitted.stored ? i18n._('exam.sendFailed') : unstoredResultMessage());
        }
        const response = submitted.sent ? submitted.response : await submitted.later;
        if (cancelled) return;
        const done = { ...record, body, response };
        sessionStore.set('examResult', done);
        setRecord(done);
        setState('done');
        if (failures > 0) showPopup('success', i18n._('exam.sent'));
        void Promise.all(
          [queryKeys.studentResults, queryKeys.progressTotal, queryKeys.examReadiness].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      } catch (error) {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 422 && error.errors.data_question && !synced) {
          synced = true;
          const exam = await getExam(body.exam_id).catch(() => null);
          if (exam) {
            const fresh = examResultBody(body.attempt_id, body.exam_id, exam.answers, 0);
            body = { ...fresh, time: body.time };
            sessionStore.set('examResult', { ...record, body, response: null });
            return attempt();
          }
        }
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          setState('refused');
          showPopup('error', error.message);
          return;
        }
        // Not an answer from the server (the device could not keep it): said, and the screen stays as it is.
        showPopup('error', error instanceof Error ? error.message : i18n._('exam.sendFailed'));
      }
    };
    void attempt();
    return () => {
      cancelled = true;
    };
  }, [queryClient, record]);

  return { record, state };
}
