import type { RenderMode } from '@/layout/define-block';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'wouter';
import { isExternalLink, linkHref, type BlockLink } from '@/layout/block-field-schemas';
import './catalog-section.css';
import './skeleton.css';

/**
 * The frame the catalogue blocks share (products_display, product_horizontal_strip, products_infinite_scroll,
 * the category blocks): a title with an optional subtitle and "view all" link, colours from the block's settings.
 */

interface ViewAll {
  href: string;
  label: string;
  external: boolean;
}

/** A block's "view all" link setting as the section header takes it, or null for none. */
function viewAllOf(link: BlockLink, label: string): ViewAll | null {
  const href = linkHref(link);
  return href === null ? null : { href, label, external: isExternalLink(link) };
}

interface CatalogSectionProps {
  code: string;
  id: string;
  title: string;
  subtitle?: string;
  /** Names the section when it has no visible title. */
  fallbackLabel: string;
  viewAll?: ViewAll | null;
  backgroundColor?: string | undefined;
  textColor?: string | undefined;
  /** What the section shows (loading, ready, empty, failed), for styles and tests. */
  state: string;
  /** Live shoppers never see an empty section; the merchant preview does, with a note. */
  hidden?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** What catalogue blocks store the same way: their titles, "view all" link and colours. */
interface SectionSource {
  data: { title: string; subtitle: string; view_all_link?: BlockLink; view_all_label?: string };
  settings: { background_color?: string | undefined; text_color?: string | undefined };
}

/**
 * The frame props a catalogue block reads from its data and settings, so every block names, colours and
 * hides its section the same way (empty sections are hidden from shoppers, shown to a previewing merchant).
 */
export function sectionFrameProps(
  code: string,
  { id, mode, data, settings }: SectionSource & { id: string; mode: RenderMode },
  status: string,
  fallbackLabel: string,
): Omit<CatalogSectionProps, 'children' | 'className' | 'style'> {
  return {
    code,
    id,
    title: data.title,
    subtitle: data.subtitle,
    fallbackLabel,
    viewAll: data.view_all_link && data.view_all_label ? viewAllOf(data.view_all_link, data.view_all_label) : null,
    backgroundColor: settings.background_color,
    textColor: settings.text_color,
    state: status,
    hidden: mode === 'live' && status === 'empty',
  };
}

export function CatalogSection({ code, id, title, subtitle, fallbackLabel, viewAll, backgroundColor, textColor, state, hidden, className, style, children }: CatalogSectionProps) {
  const titleId = `${code}-${id}-title`;
  const colours: CSSProperties = {};
  if (backgroundColor) colours.background = backgroundColor;
  if (textColor) colours.color = textColor;
  const framed = backgroundColor !== undefined;
  return (
    <section
      className={['catalog-section', framed ? 'catalog-section--framed' : '', className ?? ''].filter(Boolean).join(' ')}
      data-block={code}
      data-block-id={id}
      data-state={state}
      hidden={hidden}
      style={{ ...colours, ...style }}
      {...(title ? { 'aria-labelledby': titleId } : { 'aria-label': fallbackLabel })}
    >
      {title || subtitle || viewAll ? (
        <div className="catalog-section__header">
          <div className="catalog-section__titles">
            {title ? (
              <h2 id={titleId} className="catalog-section__title">
                {title}
              </h2>
            ) : null}
            {subtitle ? <p className="catalog-section__subtitle">{subtitle}</p> : null}
          </div>
          {viewAll ? (
            viewAll.external ? (
              <a className="catalog-section__view-all" href={viewAll.href} target="_blank" rel="noopener noreferrer">
                {viewAll.label} <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            ) : (
              <Link className="catalog-section__view-all" href={viewAll.href}>
                {viewAll.label}
                {title ? <span className="visually-hidden">: {title}</span> : null}
              </Link>
            )
          ) : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** A small inline note that something could not load, with a way to try again; never a crash. */
export function InlineRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="inline-retry" role="status">
      <p className="inline-retry__message">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** Shown to a merchant previewing the layout where shoppers would see nothing (an empty source). */
export function PreviewNote({ children }: { children: ReactNode }) {
  return <p className="catalog-section__note">{children}</p>;
}
