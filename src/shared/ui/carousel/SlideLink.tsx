import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface SlideLinkProps {
  href: string;
  /** Another site: opens in a new tab without handing it our window. */
  external: boolean;
  className?: string;
  /** Needed when the children carry no text, e.g. an image with empty alt. */
  ariaLabel?: string;
  children: ReactNode;
}

// Screen reader users are told before a link moves them to another tab (WCAG 3.2.5 advisory).
const NEW_TAB_NOTE = '(opens in a new tab)';

/**
 * Where a slide or banner leads: store paths through the router (no page reload), other sites in a new tab.
 * Blocks decide `external` with `isExternalLink` from src/layout/schema-parts.
 */
export function SlideLink({ href, external, className, ariaLabel, children }: SlideLinkProps) {
  // linkSchema's path pattern also admits protocol-relative `//host/...`: another site, never a router path.
  if (external || href.startsWith('//')) {
    return (
      <a
        href={href}
        className={className}
        aria-label={ariaLabel ? `${ariaLabel} ${NEW_TAB_NOTE}` : undefined}
        target="_blank"
        rel="noopener noreferrer"
      >
        {children} <span className="visually-hidden">{NEW_TAB_NOTE}</span>
      </a>
    );
  }
  return (
    <Link href={href} className={className} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
