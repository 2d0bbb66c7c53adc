import { THEME_ORDER_NOTE } from '@/components/site/claims.ts';
import type { ReactNode } from 'react';
import type { OrderResponse } from '@pdr/contract/payments';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TryAgainButton } from './try-again-button.tsx';
import styles from './purchase.module.css';
import { countOf, NOUNS } from '@/lib/plural.ts';
import { cx } from '@/lib/class-names.ts';
import { kyivFormat } from '@/lib/kyiv-time.ts';

const dateFormat = kyivFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const amountFormat = new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 2 });
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
  return (
    <>
      <h1 id="order-title" className={styles.title}>
        Перевіряємо оплату
      </h1>
      <Spinner label="Очікуємо підтвердження від банку…" />
      <p className={styles.lead}>Зазвичай це кілька секунд. Не закривайте сторінку.</p>
    </>
  );
}

export function OrderGaveUp({ onCheckAgain }: { onCheckAgain: () => void }) {
  return (
    <StatusView
      tone="wait"
      title="Оплата ще не підтверджена"
      actions={
        <>
          <Button size="lg" block onClick={onCheckAgain}>
            Перевірити ще раз
          </Button>
          <ButtonLink to="/" variant="secondary" size="lg" block>
            На головну
          </ButtonLink>
        </>
      }
    >
      <p className={styles.lead}>
        Банк ще не повідомив нам про цю оплату. Якщо кошти списано, Преміум увімкнеться сам, щойно надійде
        підтвердження: сторінку можна закрити.
      </p>
    </StatusView>
  );
}

export function OrderPaid({ order }: { order: OrderResponse }) {
  const until = order.premium_until ? dateFormat.format(new Date(order.premium_until)) : null;
  return (
    <StatusView
      tone="ok"
      title={until ? `Преміум активовано до ${until}` : 'Преміум активовано'}
      actions={
        <>
          <ButtonLink to="/theory" variant="premium" size="lg" block>
            До теорії
          </ButtonLink>
          <ButtonLink to="/started_learn" variant="secondary" size="lg" block>
            До навчання
          </ButtonLink>
        </>
      }
    >
      <p className={styles.lead}>
        Дякуємо! Оплачено {amountFormat.format(order.amount)} грн за {countOf(order.days, NOUNS.day)}. Тепер
        вам відкриті всі теми, теорія, залікові тести та іспити без обмежень.
      </p>
      <p className={styles.lead}>{THEME_ORDER_NOTE}</p>
    </StatusView>
  );
}

export function OrderFailed() {
  return (
    <StatusView
      tone="bad"
      title="Оплату не завершено"
      actions={
        <>
          <TryAgainButton />
          <ButtonLink to="/" variant="secondary" size="lg" block>
            На головну
          </ButtonLink>
        </>
      }
    >
      <p className={styles.lead}>
        Платіж не пройшов або його скасовано, тож Преміум не надано. Можна спробувати ще раз, наприклад з
        іншою карткою.
      </p>
    </StatusView>
  );
}

export function OrderReversed() {
  return (
    <StatusView
      tone="bad"
      title="Оплату повернено"
      actions={
        <ButtonLink to="/premium" variant="premium" size="lg" block>
          Придбати Преміум
        </ButtonLink>
      }
    >
      <p className={styles.lead}>Кошти за це замовлення повернено, тому дні Преміуму з нього скасовано.</p>
    </StatusView>
  );
}

export function OrderNotFound() {
  return (
    <StatusView
      tone="bad"
      title="Замовлення не знайдено"
      actions={
        <ButtonLink to="/premium" variant="premium" size="lg" block>
          Оформити Преміум
        </ButtonLink>
      }
    >
      <p className={styles.lead}>
        Такого замовлення немає серед ваших. Перевірте, чи ви увійшли у свій кабінет.
      </p>
    </StatusView>
  );
}
