import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useFocusHandoff } from './focus-handoff';

interface DialogProps {
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
  /** Shown in the dialog's bar beside Close (the desktop overlay's way to the cart). Focus still starts on Close. */
  actions?: ReactNode;
}

const keep = (event: { preventDefault: () => void }) => event.preventDefault();
/** While the dialog yields to another window, nothing that happens there closes it. */
const yielding = { onInteractOutside: keep, onEscapeKeyDown: keep, onFocusOutside: keep };

/** The app's one modal dialog, on Radix: focus is trapped and returns to what opened it. */
export default function Dialog({ open, onOpenChange, title, description, children, size = 'dialog', id, hideTitle, modal = true, actions }: DialogProps) {
  const focusHandoff = useFocusHandoff();
  const closeButton = useRef<HTMLButtonElement>(null);
  // Radix focuses the first control inside; with actions before Close that would be an action, not Close as elsewhere.
  const onOpenAutoFocus = (event: Event) => {
    focusHandoff.onOpenAutoFocus(event);
    if (actions === undefined || closeButton.current === null) return;
    event.preventDefault();
    closeButton.current.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog-content dialog-content--${size}`}
          id={id}
          {...focusHandoff}
          onOpenAutoFocus={onOpenAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(modal ? {} : yielding)}
        >
          <div className="dialog-header">
            <RadixDialog.Title className={hideTitle ? 'visually-hidden' : 'dialog-title'}>{title}</RadixDialog.Title>
            {actions === undefined ? null : <div className="dialog-header__actions">{actions}</div>}
            <RadixDialog.Close ref={closeButton} className="icon-button" aria-label="Close">
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
