import { useEffect, useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { SEARCH_QUERY_MAX_LENGTH, type SearchResults } from '@/models/search/search.lib';
import { Money } from '@/shared/ui/Money';
import { pictureOf } from '@/shared/ui/placeholder-image';
import { Highlighted } from './Highlighted';
import type { HighlightPart } from './highlight';
import { movedActive } from '@/shared/ui/combobox/active-option';
import { ComboboxInput } from '@/shared/ui/combobox/ComboboxInput';
import { useEscapeClaim } from '@/shared/ui/combobox/use-escape-claim';
import { suggestionsOf, type Suggestion } from './suggestions';

const SEARCH_FIELD_LABEL = 'Search the menu';

interface SearchComboboxProps {
  query: string;
  /** The results on show, possibly still those of an earlier query while a newer one is on its way. */
  results: SearchResults | null;
  updating: boolean;
  highlight: (text: string) => HighlightPart[];
  inputRef: RefObject<HTMLInputElement | null>;
  onQueryChange: (text: string) => void;
  /** Enter without an active option, or "See all results". */
  onSubmit: () => void;
  /** A product or category option was chosen. */
  onOpen: (href: string) => void;
  /** Whether typing opens the suggestions: not where the results below are all the shopper sees (they would cover them). */
  suggest: boolean;
}

/**
 * The search field: a WAI-ARIA 1.2 combobox with a listbox popup of suggestions (categories, products, "See all
 * results"). Focus stays in the field; the arrows move the active option (aria-activedescendant), Enter opens it or,
 * with none active, the results. Escape first closes the popup, then clears the field (APG). Without `suggest`, a
 * search box: Enter opens the results, Escape clears it.
 */
export function SearchCombobox({ query, results, updating, highlight, inputRef, onQueryChange, onSubmit, onOpen, suggest }: SearchComboboxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const options = suggest ? suggestionsOf(results, id) : [];
  const expanded = open && query.trim() !== '' && options.length > 0;
  const active = expanded ? (options.find((option) => option.id === activeId) ?? null) : null;

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };

  const choose = (option: Suggestion) => {
    close();
    if (option.kind === 'all') onSubmit();
    else onOpen(option.href);
  };

  // Escape closes the popup, then clears the field, before it may close the desktop overlay.
  useEscapeClaim(inputRef, expanded || query !== '');

  // The active option stays in view as the arrows move through a popup taller than the screen.
  const activeOptionId = active?.id ?? null;
  useEffect(() => {
    if (activeOptionId !== null) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0 || query.trim() === '') return;
        event.preventDefault();
        setOpen(true);
        // Alt+Down opens the popup without choosing (APG); otherwise the first (Down) or last (Up) option.
        if (event.altKey) return;
        setActiveId(movedActive(options, active?.id ?? null, event.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      case 'Enter':
        // With an active option Enter opens it; without one the form's submit opens the results.
        if (!active) return;
        event.preventDefault();
        choose(active);
        return;
      case 'Escape':
        if (expanded) close();
        else if (query !== '') onQueryChange('');
        return;
      default:
        return;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    onSubmit();
  };

  const optionProps = (option: Suggestion) => ({
    id: option.id,
    role: 'option' as const,
    'aria-selected': option.id === active?.id,
    className: option.id === active?.id ? 'search-option search-option--active' : 'search-option',
    // The field keeps focus (and the popup stays) while the pointer picks an option.
    onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    onClick: () => choose(option),
  });

  const categories = options.filter((option): option is Extract<Suggestion, { kind: 'category' }> => option.kind === 'category');
  const products = options.filter((option): option is Extract<Suggestion, { kind: 'product' }> => option.kind === 'product');
  const all = options.find((option): option is Extract<Suggestion, { kind: 'all' }> => option.kind === 'all');

  return (
    <form role="search" aria-label="Menu search" className="search-form" action="/search" method="get" onSubmit={submit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {SEARCH_FIELD_LABEL}
      </label>
      <div className="search-field">
        <ComboboxInput
          inputRef={inputRef}
          id={`${id}-input`}
          name="q"
          className="search-field__input"
          inputMode="search"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Dishes, drinks, categories…"
          value={query}
          onEdit={(value) => {
            setOpen(true);
            setActiveId(null);
            onQueryChange(value);
          }}
          onClear={() => {
            close();
            onQueryChange('');
          }}
          onKeyDown={onKeyDown}
          onClose={close}
          expanded={expanded}
          listboxId={suggest ? listboxId : null}
          activeId={active?.id}
          clearLabel="Clear search"
          clearClassName="search-field__clear"
        />
        {suggest ? (
          <div id={listboxId} role="listbox" aria-label="Suggestions" aria-busy={updating || undefined} className="search-popup" hidden={!expanded}>
            {categories.length > 0 ? (
              <ul role="group" aria-labelledby={`${id}-categories`} className="search-popup__group">
                <li role="presentation" id={`${id}-categories`} className="search-popup__label">
                  Categories
                </li>
                {categories.map((option) => (
                  <li key={option.id} {...optionProps(option)}>
                    <span className="search-option__name">
                      <Highlighted parts={highlight(option.category.name)} />
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            {products.length > 0 ? (
              <ul role="group" aria-labelledby={`${id}-products`} className="search-popup__group">
                <li role="presentation" id={`${id}-products`} className="search-popup__label">
                  Products
                </li>
                {products.map((option) => (
                  <li key={option.id} {...optionProps(option)}>
                    <img className="search-option__image" src={pictureOf(option.product)} alt="" width={40} height={40} loading="lazy" decoding="async" />
                    <span className="search-option__name">
                      <Highlighted parts={highlight(option.product.name)} />
                    </span>
                    <Money amount={option.product.selling_price} className="search-option__price" />
                  </li>
                ))}
              </ul>
            ) : null}
            {all ? <div {...optionProps(all)}>See all results for “{all.query}”</div> : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
