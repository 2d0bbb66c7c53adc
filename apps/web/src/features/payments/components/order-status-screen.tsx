import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useToken } from '@/lib/session.ts';
import { useOrderPolling } from '../hooks/use-order-polling.ts';
import { SignInNeeded } from './sign-in-needed.tsx';
import {
  OrderFailed,
  OrderGaveUp,
  OrderNotFound,
  OrderPaid,
  OrderReversed,
  OrderWaiting,
} from './order-status-views.tsx';
import styles from './purchase.module.css';

function OrderState({ orderId }: { orderId: string }) {
  const { order, notFound, gaveUp, checkAgain } = useOrderPolling(orderId);
  if (notFound) return <OrderNotFound />;
  if (!order) return <OrderWaiting />;
  switch (order.status) {
    case 'paid':
      return <OrderPaid order={order} />;
    case 'failed':
      return <OrderFailed />;
    case 'reversed':
      return <OrderReversed />;
    default:
      return gaveUp ? <OrderGaveUp onCheckAgain={checkAgain} /> : <OrderWaiting />;
  }
}

/**
 * /premium/status/:orderId, where the browser comes back from the checkout page: waits for the provider's word on
 * the order and shows it. Premium is granted by the server's callback alone; this screen only reads the order.
 */
export function OrderStatusScreen({ orderId }: { orderId: string }) {
  const { _ } = useLingui();
  const token = useToken();
  if (token === null) return <SignInNeeded title={_('payments.signInStatus')} />;
  return (
    <div className={styles.page}>
      <section
        className={`${styles.card} ${styles.centered}`}
        aria-labelledby="order-title"
        aria-live="polite"
      >
        <OrderState orderId={orderId} />
      </section>
    </div>
  );
}
