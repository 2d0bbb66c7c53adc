import { useSyncExternalStore } from 'react';

export type PopupKind = 'error' | 'success';
export interface PopupMessage {
  id: number;
  kind: PopupKind;
  text: string;
}

let current: PopupMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a message in the global popup bar; the bar hides it by itself. */
export function showPopup(kind: PopupKind, text: string): void {
  current = { id: nextId++, kind, text };
  emit();
}

export function clearPopup(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

export function usePopup(): PopupMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
