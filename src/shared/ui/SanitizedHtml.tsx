import { sanitizeMerchantHtml } from '@/shared/lib/sanitize-html';

export interface SanitizedHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'span';
}

/** Renders merchant HTML after DOMPurify: the only place raw HTML reaches the DOM. */
export default function SanitizedHtml({ html, className, as: Element = 'div' }: SanitizedHtmlProps) {
  return <Element className={className} dangerouslySetInnerHTML={{ __html: sanitizeMerchantHtml(html) }} />;
}
