import type { MouseEvent } from 'react';
import { Link } from 'wouter';

/** The Navigation API where the browser has it (Chromium); elsewhere Back always goes up. */
interface NavigationHistory {
  currentEntry: { index: number } | null;
  entries(): { url: string | null }[];
}

/** Whether the entry before this one in the tab's history is a page of this store. */
function cameFromTheStore(): boolean {
  const navigation = (window as { navigation?: NavigationHistory }).navigation;
  const index = navigation?.currentEntry?.index ?? 0;
  const previous = index > 0 ? navigation?.entries()[index - 1]?.url : null;
  if (!previous) return false;
  try {
    return new URL(previous).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Back, at the top of every child route on a phone: to the page of the store the shopper came from, as the browser's
 * Back would (where it is, scrolled as they left it); from a link that opened this page directly, up to `up`.
 */
export function BackLink({ up }: { up: string }) {
  const goBack = (event: MouseEvent) => {
    if (!cameFromTheStore()) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <Link href={up} className="route-back" onClick={goBack}>
      <svg className="route-back__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Back
    </Link>
  );
}
