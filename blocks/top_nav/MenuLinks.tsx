import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { isExternalLink, linkHref } from '@/layout/block-field-schemas';
import { ChevronIcon } from './icons';
import { linksThatFit } from './top-nav.lib';
import type { TopNavData } from './top_nav.block';

interface MenuItem {
  key: string;
  label: string;
  href: string;
  external: boolean;
}

function MenuLink({ item, className, onClick }: { item: MenuItem; className: string; onClick?: () => void }) {
  return item.external ? (
    <a className={className} href={item.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {item.label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ) : (
    <Link className={className} href={item.href} onClick={onClick}>
      {item.label}
    </Link>
  );
}

const MORE_LABEL = 'More';

const linksIn = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLElement>('.top-nav__more-link') ?? [])];

/**
 * The links that did not fit in the bar, behind a "More" button (the disclosure pattern for site navigation, not an
 * ARIA menu: they are plain links, reached with Tab). Escape closes it and gives the button back its focus; a press
 * outside or focus moving elsewhere closes it; Arrow Down and Up move between the links.
 */
function MoreLinks({ items }: { items: readonly MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const [path] = useLocation();
  // Opened with Arrow Down: its first link takes focus once the list shows.
  const focusFirst = useRef(false);

  // A press anywhere outside closes it (a press on the button toggles it there).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Another page shows: whatever was opened for this one closes.
  const [openedAt, setOpenedAt] = useState(path);
  if (openedAt !== path) {
    setOpenedAt(path);
    setOpen(false);
  }

  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    linksIn(root.current)[0]?.focus();
  }, [open]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) {
      focusFirst.current = true;
      setOpen(true);
      return;
    }
    const all = linksIn(root.current);
    const at = all.findIndex((link) => link === document.activeElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % all.length : at <= 0 ? all.length - 1 : at - 1;
    all[next]?.focus();
  };
  // Tabbing past the last link (or back before the button) closes it; a press elsewhere is handled above.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !root.current?.contains(next)) setOpen(false);
  };

  return (
    <div ref={root} className="top-nav__more" onKeyDown={onKeyDown} onBlur={onBlur} data-state={open ? 'open' : 'closed'}>
      <button
        ref={button}
        type="button"
        className="top-nav__menu-link top-nav__more-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        {MORE_LABEL}{' '}
        <span className="visually-hidden">links</span>
        <ChevronIcon />
      </button>
      <ul id={listId} className="top-nav__more-list" hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            <MenuLink item={item} className="top-nav__more-link" onClick={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The merchant's menu links: as many as fit in the bar's row, the rest under "More". A hidden copy of the labels gives
 * each link's width; a ResizeObserver measures again when the bar's room or the labels' widths (a web font) change.
 */
export function MenuLinks({ links }: { links: TopNavData['menu_links'] }) {
  const items: MenuItem[] = links.flatMap((item, index) => {
    const href = linkHref(item.link);
    return href === null ? [] : [{ key: `${index}-${href}`, label: item.label, href, external: isExternalLink(item.link) }];
  });
  const nav = useRef<HTMLElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const [fitting, setFitting] = useState(items.length);
  const labels = items.map((item) => item.label).join('\n');

  // Before the first paint, so a link never shows under Search for a frame.
  useLayoutEffect(() => {
    const room = nav.current;
    const measures = ruler.current;
    if (!room || !measures || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      const [more = 0, ...widths] = [...measures.children].map((child) => Math.ceil(child.getBoundingClientRect().width));
      const gap = Number.parseFloat(getComputedStyle(measures).columnGap) || 0;
      setFitting(linksThatFit(widths, room.clientWidth, more, gap));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(room);
    observer.observe(measures);
    return () => observer.disconnect();
  }, [labels]);

  if (items.length === 0) return null;
  const shown = items.slice(0, fitting);
  const rest = items.slice(fitting);
  return (
    <nav ref={nav} className="top-nav__menu" aria-label="Main">
      {shown.length > 0 ? (
        <ul className="top-nav__menu-list">
          {shown.map((item) => (
            <li key={item.key}>
              <MenuLink item={item} className="top-nav__menu-link" />
            </li>
          ))}
        </ul>
      ) : null}
      {rest.length > 0 ? <MoreLinks items={rest} /> : null}
      <div ref={ruler} className="top-nav__menu-ruler" aria-hidden="true">
        <span className="top-nav__menu-link top-nav__more-button">
          {MORE_LABEL}
          <ChevronIcon />
        </span>
        {items.map((item) => (
          <span key={item.key} className="top-nav__menu-link">
            {item.label}
          </span>
        ))}
      </div>
    </nav>
  );
}
