import { useId, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import type { BlockProps } from '@/layout/define-block';
import { storePath } from '@/shared/lib/store-path';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import type { CustomHtmlBlockData, CustomHtmlBlockSettings } from './custom_html_block.block';
import '@/styles/blocks-media.css';

/** Merchant HTML in a sized box; SafeHtml is the only path from the merchant's markup to the DOM. */
export default function CustomHtmlBlock({ id, data, settings }: BlockProps<CustomHtmlBlockData, CustomHtmlBlockSettings>) {
  const headingId = useId();
  const [, navigate] = useLocation();

  // Store links in merchant HTML go through the router, so the shopper's session and cart survive the visit.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || anchor.target !== '' || anchor.hasAttribute('download')) return;
    const path = storePath(anchor.getAttribute('href') ?? '');
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };
  const className = [
    'media-block',
    'html-block',
    `html-block--width-${settings.max_width}`,
    `html-block--padding-${settings.padding}`,
  ].join(' ');
  return (
    <section
      className={className}
      data-block="custom_html_block"
      data-block-id={id}
      aria-labelledby={data.title === '' ? undefined : headingId}
      onClick={onClick}
      style={{ backgroundColor: settings.background_color, color: settings.text_color }}
    >
      {data.title !== '' && <h2 id={headingId} className="media-block__title">{data.title}</h2>}
      <SafeHtml html={data.html} className="html-block__content" />
    </section>
  );
}
