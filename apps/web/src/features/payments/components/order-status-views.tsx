import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { themeOrderNote } from '@/components/site/claims.ts';
import type { ReactNode } from 'react';
import type { OrderResponse } from '@pdr/contract/payments';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TryAgainButton } from './try-again-button.tsx';
import styles from './purchase.module.css';
import { cx } from '@/lib/class-names.ts';
import { intlLocale, kyivFormat } from '@/lib/kyiv-time.ts';

const dateFormat = kyivFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const MARKS = {
  ok: { className: styles.markOk, sign: '✓' },
  bad: { className: styles.markBad, sign: '!' },
  wait: { className: styles.markWait, sign: '…' },
} as const;

function StatusView({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'wait' | 'ok' | 'bad';
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <>
      <span className={cx(styles.statusMark, MARKS[tone].className)} aria-hidden="true">
        {MARKS[tone].sign}
      </span>
      <h1 id="order-title" className={styles.title}>
        {title}
      </h1>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </>
  );
}

export function OrderWaiting() {
  const { _ } = useLingui();
  return (
    <>
      <h1 id="order-title" className={styles.title}>
        {_('payments.checking')}
      </h1>
      <Spinner label={_('payments.waitingBank')} />
      <p className={styles.lead}>{_('payments.fewSeconds')}</p>
    </>
  );
}

export function OrderGaveUp({ onCheckAgain }: { onCheckAgain: () => void }) {
  const { _ } = useLingui();
  return (
    <StatusView
      tone="wait"
      title={_('payments.notConfirmed')}
      actions={
        <>
          <Button size="lg" block onClick={onCheckAgain}>
            {_('payments.checkAgain')}
          </Button>
          <HomeLink />
        </>
      }
    >
      <p className={styles.lead}>{_('payments.gaveUpText')}</p>
    </StatusView>
  );
}

/** The way home under a payment that did not go through. */
function HomeLink() {
  const { _ } = useLingui();
  return (
    <ButtonLink to="/" variant="secondary" size="lg" block>
      {_('payments.home')}
    </ButtonLink>
  );
}

export function OrderPaid({ order }: { order: OrderResponse }) {
  const { _ } = useLingui();
  const until = order.premium_until ? dateFormat.format(new Date(order.premium_until)) : null;
  return (
    <StatusView
      tone="ok"
      title={until ? _('payments.paidUntil', { date: until }) : _('payments.paid')}
      actions={
        <>
          <ButtonLink to="/theory" variant="premium" size="lg" block>
            {_('payments.toTheory')}
          </ButtonLink>
          <ButtonLink to="/started_learn" variant="secondary" size="lg" block>
            {_('payments.toLearning')}
          </ButtonLink>
        </>
      }
    >
      <p className={styles.lead}>
        {_('payments.paidText', {
          amount: new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 2 }).format(order.amount),
          count: order.days,
        })}
      </p>
      <p className={styles.lead}>{themeOrderNote()}</p>
    </StatusView>
  );
}

export function OrderFailed() {
  const { _ } = useLingui();
  return (
    <StatusView
      tone="bad"
      title={_('payments.failed')}
      actions={
        <>
          <TryAgainButton />
          <HomeLink />
        </>
      }
    >
      <p className={styles.lead}>{_('payments.failedText')}</p>
    </StatusView>
  );
}

export function OrderReversed() {
  const { _ } = useLingui();
  return (
    <StatusView
      tone="bad"
      title={_('payments.reversed')}
      actions={
        <ButtonLink to="/premium" variant="premium" size="lg" block>
          {_('payments.buy')}
        </ButtonLink>
      }
    >
      <p className={styles.lead}>{_('payments.reversedText')}</p>
    </StatusView>
  );
}

export function OrderNotFound() {
  const { _ } = useLingui();
  return (
    <StatusView
      tone="bad"
      title={_('payments.notFound')}
      actions={
        <ButtonLink to="/premium" variant="premium" size="lg" block>
          {_('payments.getPremium')}
        </ButtonLink>
      }
    >
      <p className={styles.lead}>{_('payments.notFoundText')}</p>
    </StatusView>
  );
}
