import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { classifyLink } from '@/shared/lib/store-path';

interface SlideLinkProps {
  /** A path of this store or an http(s) address (a block's `linkHref`); anything else shows the content unlinked. */
  href: string;
  className?: string;
  /** Needed when the children carry no text, e.g. an image with empty alt. */
  ariaLabel?: string;
  children: ReactNode;
}

// Screen reader users are told before a link moves them to another tab (WCAG 3.2.5 advisory).
const NEW_TAB_NOTE = '(opens in a new tab)';

/**
 * Where a slide or banner leads, judged as the browser reads the address (ADR 0034): store paths through the router
 * (no page reload), other sites in a new tab, and an address that is neither (`/\host`, `javascript:`) no link at all.
 */
export function SlideLink({ href, className, ariaLabel, children }: SlideLinkProps) {
  const target = classifyLink(href);
  switch (target.kind) {
    case 'path':
      return (
        <Link href={target.href} className={className} aria-label={ariaLabel}>
          {children}
        </Link>
      );
    case 'external':
      return (
        <a
          href={target.href}
          className={className}
          aria-label={ariaLabel ? `${ariaLabel} ${NEW_TAB_NOTE}` : undefined}
          target="_blank"
          rel="noopener noreferrer"
        >
          {children} <span className="visually-hidden">{NEW_TAB_NOTE}</span>
        </a>
      );
    case 'refused':
      return <div className={className}>{children}</div>;
    default:
      return target satisfies never;
  }
}
