import { useLingui } from '@lingui/react';
import { useState } from 'react';
import '../i18n.ts';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { ApiError, networkErrorMessage } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n.ts';
import { showPopup } from '@/lib/popup.ts';
import { useResetStatistic } from '../api/reset-statistic.ts';
import styles from './reset-statistics.module.css';

/** Spec section 8: 500 gives the server's message, 422 'Помилка', anything else the spec's fixed text. */
function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n._('repetition.reset.error');
  if (error.status === 0) return networkErrorMessage();
  if (error.status >= 500) return error.message;
  if (error.status === 422) return i18n._('repetition.reset.error');
  return i18n._('repetition.reset.noPhone');
}

/** 'Скинути статистику' of the home progress section, with its Yes/No modal (spec section 4). */
export function ResetStatistics() {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const reset = useResetStatistic();
  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: (res) => {
        setOpen(false);
        showPopup('success', res.message);
      },
      onError: (error) => showPopup('error', failureText(error)),
    });
  return (
    <div className={styles.wrap}>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {_('repetition.reset.button')}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => !reset.isPending && setOpen(next)}
        title={_('repetition.reset.title')}
        description={_('repetition.reset.text')}
        actions={
          <>
            <Button variant="danger" onClick={confirm} disabled={reset.isPending}>
              {reset.isPending ? _('repetition.reset.busy') : _('repetition.yes')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={reset.isPending}>
              {_('repetition.no')}
            </Button>
          </>
        }
      />
    </div>
  );
}
