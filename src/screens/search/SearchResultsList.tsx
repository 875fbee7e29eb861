import { memo, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { Product } from '@/api/schemas/product.schema';
import type { MoreStatus } from '@/models/search/search.model';
import { hasMoreResults, resultsMessage, type SearchResults } from '@/models/search/search.lib';
import { Money } from '@/shared/ui/Money';
import { pictureOf } from '@/shared/ui/placeholder-image';
import { useIsDigitalStore } from '@/shared/ui/product-card/ProductCard';
import { productHref } from '@/shared/ui/product-card/product-card-action';
import { CategoryLinks } from './CategoryLinks';
import { Highlighted } from './Highlighted';
import type { HighlightPart } from './highlight';

interface SearchResultsListProps {
  results: SearchResults;
  updating: boolean;
  moreStatus: MoreStatus;
  highlight: (text: string) => HighlightPart[];
  onOpen: (href: string) => void;
  onMore: () => void;
}

/** One product; unchanged rows are not rendered again when a page is appended. */
const ResultRow = memo(function ResultRow({ product, highlight, onOpen }: { product: Product; highlight: (text: string) => HighlightPart[]; onOpen: (href: string) => void }) {
  const href = productHref(product);
  // A digital store shows no prices in lists, as its product cards do not (spec section 3, store_type).
  const digital = useIsDigitalStore();
  return (
    <li className="search-result">
      <Link href={href} className="search-result__link" onClick={() => onOpen(href)}>
        <img className="search-result__image" src={pictureOf(product)} alt="" width={56} height={56} loading="lazy" decoding="async" />
        <span className="search-result__name">
          <Highlighted parts={highlight(product.name)} />
        </span>
        {digital ? null : <Money amount={product.selling_price} className="search-result__price" />}
      </Link>
    </li>
  );
});

/**
 * The results of a settled query: its categories, then its products one page at a time ("Show more results" adds
 * the next page; the DOM holds only the pages asked for). While a newer query is on its way they stay, marked busy.
 * Memoised: a keystroke in the field re-renders the screen, never this list (its props do not change until an answer).
 */
export const SearchResultsList = memo(function SearchResultsList({ results, updating, moreStatus, highlight, onOpen, onMore }: SearchResultsListProps) {
  const list = useRef<HTMLUListElement>(null);
  // How many products there were when "Show more results" was pressed: focus goes to the first new one.
  const shownBeforeMore = useRef<number | null>(null);
  const count = results.products.length;

  useEffect(() => {
    const before = shownBeforeMore.current;
    if (before === null || count <= before) return;
    shownBeforeMore.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>('.search-result__link')[before]?.focus();
  }, [count]);

  const more = () => {
    if (moreStatus === 'loading' || updating) return;
    shownBeforeMore.current = count;
    onMore();
  };

  return (
    <div className="search-results" aria-busy={updating} data-state={updating ? 'updating' : 'settled'}>
      {/* The visual cue of an update on its way; assistive tech has aria-busy and, once settled, the live region. */}
      <div className="search-results__progress" aria-hidden="true" />
      <h2 className="search-results__title">{resultsMessage(results)}</h2>
      {results.categories.length > 0 ? (
        <section className="search-results__section" aria-labelledby="search-categories-title">
          <h3 id="search-categories-title" className="search-results__subtitle">
            Categories
          </h3>
          <CategoryLinks categories={results.categories} highlight={highlight} onOpen={onOpen} />
        </section>
      ) : null}
      {count > 0 ? (
        <section className="search-results__section" aria-labelledby="search-products-title">
          <h3 id="search-products-title" className="search-results__subtitle">
            Products
          </h3>
          <ul ref={list} className="search-results__list">
            {results.products.map((product) => (
              <ResultRow key={String(product.id)} product={product} highlight={highlight} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ) : null}
      {hasMoreResults(results) ? (
        <div className="search-results__more">
          <button type="button" className="button search-results__more-button" onClick={more} aria-disabled={moreStatus === 'loading' || updating || undefined} data-state={moreStatus}>
            Show more results
          </button>
          {moreStatus === 'failed' ? (
            <p className="search-results__more-error" role="status">
              We couldn’t load more results. Try again.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});
