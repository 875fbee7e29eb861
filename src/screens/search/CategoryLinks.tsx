import { Link } from 'wouter';
import type { Category } from '@/api/schemas/category.schema';
import { Highlighted } from './Highlighted';
import type { HighlightPart } from './highlight';
import { categoryHref } from './suggestions';

interface CategoryLinksProps {
  categories: readonly Category[];
  /** Marks the words that match the query (the results' categories); none for the store's list. */
  highlight?: (text: string) => HighlightPart[];
  onOpen?: (href: string) => void;
  labelledBy?: string;
}

/** Categories as a row of links to their pages. */
export function CategoryLinks({ categories, highlight, onOpen, labelledBy }: CategoryLinksProps) {
  return (
    <ul className="search-chips" aria-labelledby={labelledBy}>
      {categories.map((category) => {
        const href = categoryHref(category);
        return (
          <li key={String(category.id)}>
            <Link href={href} className="search-chip" onClick={() => onOpen?.(href)}>
              {highlight ? <Highlighted parts={highlight(category.name)} /> : category.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
