import { useEffect, useRef, type RefObject } from 'react';
import type { Category } from '@/api/schemas/category.schema';
import { CategoryLinks } from './CategoryLinks';

interface SearchStartProps {
  recent: readonly string[];
  categories: readonly Category[];
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (term: string) => void;
  onRemove: (term: string) => void;
}

/** Before typing: the shopper's recent searches (each removable) and the store's categories. */
export function SearchStart({ recent, categories, inputRef, onChoose, onRemove }: SearchStartProps) {
  const list = useRef<HTMLUListElement>(null);
  // The place of a removed search: focus goes to the Remove button now there (or the one before), else the field.
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.search-recent__remove') ?? [];
    (buttons[index] ?? buttons[index - 1] ?? inputRef.current)?.focus();
  }, [recent, inputRef]);

  return (
    <div className="search-start">
      {recent.length > 0 ? (
        <section className="search-results__section" aria-labelledby="search-recent-title">
          <h2 id="search-recent-title" className="search-results__subtitle">
            Recent searches
          </h2>
          <ul ref={list} className="search-recent">
            {recent.map((term, index) => (
              <li key={term} className="search-recent__item">
                <button type="button" className="search-recent__term" onClick={() => onChoose(term)}>
                  {term}
                </button>
                <button
                  type="button"
                  className="search-recent__remove"
                  aria-label={`Remove “${term}” from recent searches`}
                  onClick={() => {
                    removedAt.current = index;
                    onRemove(term);
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {categories.length > 0 ? (
        <section className="search-results__section" aria-labelledby="search-browse-title">
          <h2 id="search-browse-title" className="search-results__subtitle">
            Browse categories
          </h2>
          <CategoryLinks categories={categories} />
        </section>
      ) : null}
    </div>
  );
}
