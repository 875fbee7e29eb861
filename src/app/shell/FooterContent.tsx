import { SafeHtml } from '@/shared/ui/SafeHtml';
import FooterBranches from './FooterBranches';
import FooterPages from './FooterPages';

/**
 * What the footer shows once the shopper nears it (Footer.tsx): the store's branches, its content pages and the
 * powered-by HTML, sanitised like all merchant HTML. A chunk of its own, so that no page downloads the list's model or the HTML's
 * reader before the shopper scrolls towards them.
 */
export default function FooterContent({ html }: { html: string | null }) {
  return (
    <>
      <FooterBranches />
      <FooterPages />
      {html ? <SafeHtml html={html} className="site-footer__html" /> : null}
    </>
  );
}
