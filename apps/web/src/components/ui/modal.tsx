import { useLingui } from '@lingui/react';
import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from './icons.tsx';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A short text under the title that screen readers announce with it. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /** Show the × button in the corner (Escape and a click outside close the modal anyway). */
  closeButton?: boolean;
}

/** A centred dialog on Radix: focus trap, Escape, focus return, and the page behind is inert. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  closeButton = true,
}: ModalProps) {
  const { _ } = useLingui();
  // These modals open from code, not from a Radix trigger, so Radix has nothing to give focus back to on close.
  const returnTo = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const back = returnTo.current;
            returnTo.current = null;
            // Back to the control that opened the modal; if it is gone (or nothing had focus), to the page's content.
            const target =
              back instanceof HTMLElement && back.isConnected && back !== document.body
                ? back
                : document.getElementById('main-content');
            target?.focus({ preventScroll: true });
          }}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {closeButton ? (
            <Dialog.Close className={styles.close} aria-label={_('common.closeWindow')}>
              <CloseIcon size={20} />
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Wrap a button in this to make it close the modal it is in. */
export const ModalClose = Dialog.Close;
