import { useUnit } from 'effector-react';
import { useEffect, type CSSProperties } from 'react';
import { Link } from 'wouter';
import { $pages, pagesRequested } from '@/models/pages/pages.model';

// Inline rather than a stylesheet: a CSS file would add its name to the preload list in the home page's first download.
const listStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '4px 20px', margin: '0 0 12px', padding: 0, listStyle: 'none' };

/**
 * The footer's links to the store's content pages. Loaded after the first paint (Footer.tsx), so the list, its model
 * and its call are never part of the home page's first download. Nothing shows while the list loads or if it failed.
 */
export default function FooterPages() {
  const [pages, requested] = useUnit([$pages, pagesRequested]);

  // This chunk arrives after the first paint and asks for the list on mount: the model misses nothing.
  useEffect(() => {
    requested();
  }, [requested]);

  if (pages.length === 0) return null;
  return (
    <nav className="site-footer__pages" aria-label="Store information">
      <ul style={listStyle}>
        {pages.map((page) => (
          <li key={String(page.id)}>
            <Link href={`/page/${encodeURIComponent(page.slug)}`}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
