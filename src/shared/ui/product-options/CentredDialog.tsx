import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import type { FocusHandoff } from './BottomDrawer';

export interface CentredDialogProps extends FocusHandoff {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  id?: string;
  children: ReactNode;
}

/**
 * The desktop form of the options panel: the shared Dialog's look (same classes, 500 px wide), on Radix directly.
 * The shared wrapper cannot give focus back here: Radix returns focus to its own Trigger, and the panel is opened
 * from product cards, not from a Trigger, so without onCloseAutoFocus focus would fall to the page's body.
 */
export function CentredDialog({ open, onOpenChange, title, id, children, onOpenAutoFocus, onCloseAutoFocus }: CentredDialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className="dialog-content dialog-content--dialog"
          id={id}
          aria-describedby={undefined}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="dialog-header">
            <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="icon-button" aria-label="Close">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          <div className="dialog-body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
