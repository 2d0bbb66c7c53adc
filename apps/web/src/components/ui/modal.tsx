import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from './icons.tsx';
import styles from './modal.module.css';

interface ModalProps {
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {closeButton ? (
            <Dialog.Close className={styles.close} aria-label="Закрити вікно">
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
