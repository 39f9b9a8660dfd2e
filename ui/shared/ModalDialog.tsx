import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The button that opened the dialog: focus goes back to it on close. Our dialogs load on demand, after their
   * trigger was pressed, so Radix's own return target (what had focus when the dialog mounted) can be wrong.
   */
  trigger: RefObject<HTMLElement | null>;
  title: ReactNode;
  titleClassName?: string;
  overlayClassName: string;
  contentClassName: string;
  children: ReactNode;
}

/** A Radix modal dialog with a title and no description, returning focus to its trigger when it closes. */
export function ModalDialog({ open, onOpenChange, trigger, title, titleClassName, overlayClassName, contentClassName, children }: ModalDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClassName} />
        <Dialog.Content
          className={contentClassName}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <Dialog.Title className={titleClassName}>{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
