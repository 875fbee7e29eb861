import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { BlockProps } from '@/layout/define-block';
import type { SearchBlockData, SearchBlockSettings } from './search_block.block';
import '@/styles/blocks-media.css';

/** The address of the search screen for a query. */
const searchHref = (query: string) => `/search?q=${encodeURIComponent(query)}`;

/** A search form that opens /search with the query; an empty query stays put. */
export default function SearchBlock({ id, data, settings }: BlockProps<SearchBlockData, SearchBlockSettings>) {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const headingId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed === '') return;
    navigate(searchHref(trimmed));
  };

  return (
    <section
      className={settings.background_color ? 'media-block search-block search-block--on-color' : 'media-block search-block'}
      data-block="search_block"
      data-block-id={id}
      aria-labelledby={data.heading === '' ? undefined : headingId}
      style={{ backgroundColor: settings.background_color, color: settings.text_color }}
    >
      {data.heading !== '' && (
        <h2 id={headingId} className="search-block__heading">
          {data.heading}
        </h2>
      )}
      {/* action/method keep the form usable before hydration or if the submit handler fails. */}
      <form role="search" className="search-block__form" action="/search" method="get" aria-label={data.label} onSubmit={onSubmit}>
        <div className="search-block__field">
          <label htmlFor={inputId} className={settings.show_label ? 'search-block__label' : 'visually-hidden'}>
            {data.label}
          </label>
          <input
            id={inputId}
            className="search-block__input"
            type="search"
            name="q"
            value={query}
            placeholder={data.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary search-block__submit">
          {data.button_label}
        </button>
      </form>
    </section>
  );
}
