import { lazy, Suspense } from 'react';
import type { ModalProps } from './modal.tsx';

const Modal = lazy(async () => ({ default: (await import('./modal.tsx')).Modal }));

/**
 * The Modal for pages of the first load: its code (and the dialog library) loads when it first opens, so a page
 * that may never open it does not carry it (decision 113). Closed, it renders nothing.
 */
export function LazyModal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
