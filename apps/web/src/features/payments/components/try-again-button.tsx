import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { paymentMessages } from '@pdr/contract/payments';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { showPopup } from '@/lib/popup.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { goToCheckout } from '@/lib/checkout.ts';

/** 'Спробувати ще раз': a new order at the user's price (POST /user/subscribe) and straight to its checkout. */
export function TryAgainButton() {
  const { _ } = useLingui();
  const subscribe = useSubscribe();
  const onClick = async () => {
    try {
      const order = await subscribe.mutateAsync();
      goToCheckout(order.link);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showPopup('error', paymentMessages.subscribeFailed);
    }
  };
  return (
    <Button variant="premium" size="lg" block disabled={subscribe.isPending} onClick={() => void onClick()}>
      {_('payments.tryAgain')}
    </Button>
  );
}
