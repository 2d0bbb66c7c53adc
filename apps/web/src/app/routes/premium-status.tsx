import { useParams } from 'react-router';
import { OrderStatusScreen } from '@/features/payments/components/order-status-screen.tsx';

/** The return address of every order (result_url): /premium/status/:orderId. */
export function PremiumStatusRoute() {
  const { orderId = '' } = useParams();
  return <OrderStatusScreen orderId={orderId} />;
}

export { PremiumStatusRoute as Component };
