import { useSyncExternalStore } from 'react';
import { outboxState, subscribeOutbox, type OutboxState } from '@/lib/outbox.ts';

/** The outbox as the badge shows it: results waiting for the connection and the refused ones. */
export function useOutbox(): OutboxState {
  return useSyncExternalStore(subscribeOutbox, outboxState, outboxState);
}
