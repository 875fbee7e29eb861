import DOMPurify from 'dompurify';
import { classifyLink } from './store-path';

/**
 * The one sanitiser for merchant HTML. Scripts, event handlers, `javascript:` URLs, forms and frames
 * never survive; links keep working and open safely.
 */
export function sanitizeMerchantHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

// Links are judged as the browser will follow them (ADR 0034): other sites open in a new tab without handing them our
// window, store paths are written as the browser resolves them, and a path that browsers read as another site
// (`/\\host`, `/..//host`) is no link. Mail, phone and in-page links stay as written.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  const href = node.tagName === 'A' ? node.getAttribute('href') : null;
  if (!href) return;
  const target = classifyLink(href);
  switch (target.kind) {
    case 'external':
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
      return;
    case 'path':
      node.setAttribute('href', target.href);
      return;
    case 'refused':
      if (target.reason === 'off-store') node.removeAttribute('href');
      return;
    default:
      target satisfies never;
  }
});
