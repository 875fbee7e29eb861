import type { ReactNode } from 'react';
import { illustrationUrl, type Illustration } from './illustrations';
import './empty-state.css';

interface EmptyStateProps {
  /** What the picture above the words shows (decorative: the heading says it). */
  picture: Illustration;
  /** The screen's own class, kept for its tests and its finer styling. */
  className?: string;
  role?: 'status' | 'alert';
  testId?: string;
  /** The heading, a line of words and the next step (a link or a button). */
  children: ReactNode;
}

/**
 * An empty or failed state the same way on every screen: a picture, what happened, what to do next. Never a line of
 * text alone.
 */
export function EmptyState({ picture, className, role, testId, children }: EmptyStateProps) {
  return (
    <div className={className ? `empty-state ${className}` : 'empty-state'} role={role} data-testid={testId}>
      <img className="empty-state__picture" src={illustrationUrl(picture)} alt="" width={88} height={88} decoding="async" />
      {children}
    </div>
  );
}
