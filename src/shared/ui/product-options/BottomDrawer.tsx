import type { ReactNode } from 'react';
import { Drawer } from 'vaul';
import { useFocusHandoff } from '@/shared/ui/focus-handoff';

interface BottomDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  id?: string;
  children: ReactNode;
}

/**
 * A sheet that slides up from the bottom of a phone screen (vaul, on Radix Dialog): focus is trapped inside,
 * returns where it came from, and Escape, the close button, a tap outside or a swipe down close it.
 * The app's one vaul wrapper; it lives beside its only user until a second one needs it in shared/ui.
 */
export function BottomDrawer({ open, onOpenChange, title, id, children }: BottomDrawerProps) {
  const focusHandoff = useFocusHandoff();
  return (
    // autoFocus: vaul keeps focus outside by default; keyboard and screen reader users must land in the sheet.
    <Drawer.Root open={open} onOpenChange={onOpenChange} autoFocus>
      <Drawer.Portal>
        <Drawer.Overlay className="dialog-overlay" />
        <Drawer.Content
          className="bottom-drawer"
          id={id}
          aria-describedby={undefined}
          {...focusHandoff}
        >
          <div className="bottom-drawer__grip" aria-hidden="true" />
          <div className="dialog-header">
            <Drawer.Title className="dialog-title">{title}</Drawer.Title>
            <Drawer.Close className="icon-button" aria-label="Close">
              <span aria-hidden="true">×</span>
            </Drawer.Close>
          </div>
          <div className="bottom-drawer__body">{children}</div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
