import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import Dialog from '@/shared/ui/Dialog';

/** Desktop: child routes open in a modal over the home page; closing it goes home. */
export default function ChildRouteOverlay({ title, wide, children }: { title: string; wide: boolean; children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : navigate('/'))} title={title} size={wide ? 'wide' : 'narrow'} id="child-route-overlay" hideTitle>
      {children}
    </Dialog>
  );
}
