import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useFocusHandoff } from './focus-handoff';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Shown to assistive tech; visually hidden when `hideDescription`. */
  description?: string;
  children: ReactNode;
  /** `narrow` 480 px (child routes), `wide` 80vw (content pages), `dialog` 500 px. */
  size?: 'narrow' | 'wide' | 'dialog';
  id?: string;
  hideTitle?: boolean;
  /**
   * false while another party's window sits over the dialog (a payment window): no focus trap and no inert page, and
   * neither a press in that window nor its Escape closes this dialog. Default true.
   */
  modal?: boolean;
}

const keep = (event: { preventDefault: () => void }) => event.preventDefault();
/** While the dialog yields to another window, nothing that happens there closes it. */
const yielding = { onInteractOutside: keep, onEscapeKeyDown: keep, onFocusOutside: keep };

/** The app's one modal dialog, on Radix: focus is trapped and returns to what opened it. */
export default function Dialog({ open, onOpenChange, title, description, children, size = 'dialog', id, hideTitle, modal = true }: DialogProps) {
  const focusHandoff = useFocusHandoff();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog-content dialog-content--${size}`}
          id={id}
          {...focusHandoff}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(modal ? {} : yielding)}
        >
          <div className="dialog-header">
            <RadixDialog.Title className={hideTitle ? 'visually-hidden' : 'dialog-title'}>{title}</RadixDialog.Title>
            <RadixDialog.Close className="icon-button" aria-label="Close">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="visually-hidden">{description}</RadixDialog.Description> : null}
          <div className="dialog-body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
