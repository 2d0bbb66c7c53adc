import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FINAL_ORDER_STATUSES, type OrderResponse } from '@pdr/contract/payments';
import { ApiError } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { orderQueryOptions } from '../api/get-order.ts';

export const ORDER_POLL_INTERVAL_MS = 2_000;
/** A provider's callback normally comes within seconds; after this the screen stops asking and says so. */
export const ORDER_POLL_GIVE_UP_MS = 90_000;

export interface OrderPolling {
  order: OrderResponse | undefined;
  /** The order does not exist or is not this user's. */
  notFound: boolean;
  /** The order is still open and the screen stopped asking. */
  gaveUp: boolean;
  checkAgain: () => void;
}

/** 404 (not this user's order) or a malformed id: asking again will not change the answer. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

function isFinal(order: OrderResponse | undefined): boolean {
  return order !== undefined && FINAL_ORDER_STATUSES.includes(order.status);
}

/**
 * Asks for the order every 2 s until it is paid, failed or reversed, or until ORDER_POLL_GIVE_UP_MS passed.
 * When it is paid, everything the user sees is asked again (user first), so Premium shows at once everywhere.
 */
export function useOrderPolling(orderId: string): OrderPolling {
  const queryClient = useQueryClient();
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const query = useQuery({
    ...orderQueryOptions(orderId),
    refetchInterval: (q) => {
      if (gaveUp || isFinal(q.state.data)) return false;
      // A missing order stays missing; a lost connection or a server hiccup is worth asking again.
      if (isMissing(q.state.error)) return false;
      return ORDER_POLL_INTERVAL_MS;
    },
  });
  const order = query.data;
  const open = !isFinal(order) && !isMissing(query.error);

  useEffect(() => {
    if (!open || gaveUp) return;
    const timer = window.setTimeout(() => setGaveUp(true), startedAt + ORDER_POLL_GIVE_UP_MS - Date.now());
    return () => window.clearTimeout(timer);
  }, [open, gaveUp, startedAt]);

  const paid = order?.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    void queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] !== 'orders' && q.queryKey[0] !== 'user',
    });
  }, [paid, queryClient]);

  const { refetch } = query;
  const checkAgain = useCallback(() => {
    setGaveUp(false);
    setStartedAt(Date.now());
    void refetch();
  }, [refetch]);

  return {
    order,
    notFound: isMissing(query.error),
    gaveUp: gaveUp && open,
    checkAgain,
  };
}
