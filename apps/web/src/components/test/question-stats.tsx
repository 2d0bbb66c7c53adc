import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { QuestionStats as Stats } from '@pdr/contract/stats';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useToken } from '@/lib/session.ts';
import styles from './report-question.module.css';
import './i18n.ts';

/**
 * 'Правильно відповідають N% учнів' (issue 51, item 4) under a question whose answer is shown, once 30 learners
 * have answered it; nothing before that, offline or on a failed read. The server's figures change at most every
 * few minutes, so a question's are read once in a while.
 */
export function QuestionStats({ questionId }: { questionId: number }) {
  const { _ } = useLingui();
  const token = useToken();
  const stats = useQuery({
    queryKey: queryKeys.questionStats(questionId),
    queryFn: () =>
      apiRequest<Stats>(`questions/${questionId}/stats`, {
        schema: () => import('@pdr/contract/stats').then((m) => m.questionStatsSchema),
      }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const share = stats.data?.right_share;
  if (share === null || share === undefined) return null;
  return <p className={styles.stats}>{_('test.stats', { percent: Math.round(share * 100) })}</p>;
}
