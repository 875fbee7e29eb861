import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PlacePrediction } from '@/api/schemas/place.schema';
import { PLACE_INPUT_MAX_LENGTH } from '@/models/places/place-search.lib';
import {
  $detailsStatus,
  $pendingChoice,
  $placeAnnouncement,
  $placeInput,
  $predictions,
  $predictionsStatus,
  $recentPlaceList,
  placeInputChanged,
  placeSearchRetried,
  predictionChosen,
  recentPlaceChosen,
  recentPlaceRemoved,
} from '@/models/places/place-search.model';
import type { RecentPlace } from '@/models/places/recent-places.lib';
import { movedActive } from '@/shared/ui/combobox/active-option';
import { ComboboxInput } from '@/shared/ui/combobox/ComboboxInput';
import { useEscapeClaim } from '@/shared/ui/combobox/use-escape-claim';

interface PlaceOption {
  id: string;
  place: PlacePrediction;
}

/**
 * The address form's place search: a WAI-ARIA 1.2 combobox with a listbox popup of the places matching what was typed
 * (focus stays in the field; the arrows move the active option, named by aria-activedescendant; Enter chooses it;
 * Escape closes the popup, then clears the field), a polite live region that says how many places were found, and,
 * before typing, the recent places, each one tap away and each removable. Enter never submits the address form.
 */
export function PlaceSearch() {
  const [input, predictions, status, detailsStatus, pending, announcement, recent, changed, choose, chooseRecent, removeRecent, retry] = useUnit([
    $placeInput,
    $predictions,
    $predictionsStatus,
    $detailsStatus,
    $pendingChoice,
    $placeAnnouncement,
    $recentPlaceList,
    placeInputChanged,
    predictionChosen,
    recentPlaceChosen,
    recentPlaceRemoved,
    placeSearchRetried,
  ]);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);

  const options: PlaceOption[] = (predictions?.places ?? []).map((place, index) => ({ id: `${id}-place-${index}`, place }));
  const expanded = open && input.trim() !== '' && options.length > 0;
  const active = expanded ? (options.find((option) => option.id === activeId) ?? null) : null;

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  const pick = (option: PlaceOption) => {
    close();
    choose(option.place);
  };

  // Escape closes the popup, then clears the field, before it may close the desktop overlay.
  useEscapeClaim(inputRef, expanded || input !== '');

  // The active option stays in view as the arrows move through the popup.
  const activeOptionId = active?.id ?? null;
  useEffect(() => {
    if (activeOptionId !== null) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (options.length === 0 || input.trim() === '') return;
        event.preventDefault();
        setOpen(true);
        // Alt+Down opens the popup without choosing (APG); otherwise the first (Down) or last (Up) option.
        if (!event.altKey) setActiveId(movedActive(options, active?.id ?? null, event.key === 'ArrowDown' ? 1 : -1));
        return;
      case 'Enter':
        // The field is in the address form: Enter chooses the active place, and never submits the form half-filled.
        event.preventDefault();
        if (active) pick(active);
        else if (options.length > 0) setOpen(true);
        return;
      case 'Escape':
        if (expanded) close();
        else if (input !== '') changed('');
        return;
      default:
        return;
    }
  };

  // After a recent place is removed, the button pressed is gone: focus goes to the place that took its place, else the
  // one before it, else the field (null). Applied once the list has re-rendered.
  const pendingFocus = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === undefined) return;
    pendingFocus.current = undefined;
    (target === null ? inputRef.current : document.getElementById(`${id}-recent-${target}`))?.focus();
  }, [recent, id]);
  const removeAndKeepFocus = (place: RecentPlace, index: number) => {
    pendingFocus.current = (recent[index + 1] ?? recent[index - 1])?.place_id ?? null;
    removeRecent(place.place_id);
  };

  const showRecent = input.trim() === '' && recent.length > 0;

  return (
    <div className="place-search">
      <label htmlFor={`${id}-input`} className="form-field__label">
        Search for your address
      </label>
      <p id={`${id}-hint`} className="form-field__hint">
        Type a street, a building or a place, then choose it: we fill in the address for you.
      </p>
      <div className="place-search__field">
        <ComboboxInput
          inputRef={inputRef}
          id={`${id}-input`}
          className="form-field__input place-search__input"
          maxLength={PLACE_INPUT_MAX_LENGTH}
          placeholder="e.g. 500 East Capitol Avenue"
          aria-describedby={`${id}-hint`}
          value={input}
          onEdit={(value) => {
            setOpen(true);
            setActiveId(null);
            changed(value);
          }}
          onClear={() => {
            close();
            changed('');
          }}
          onKeyDown={onKeyDown}
          onClose={close}
          expanded={expanded}
          listboxId={listboxId}
          activeId={active?.id}
          clearLabel="Clear the address search"
          clearClassName="place-search__clear"
        />
        <div className="place-search__popup" hidden={!expanded}>
          <ul id={listboxId} role="listbox" aria-label="Places" aria-busy={status === 'loading' || undefined} className="place-search__listbox">
            {options.map((option) => (
              <li
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option.id === active?.id}
                className={option.id === active?.id ? 'place-option place-option--active' : 'place-option'}
                // The field keeps focus (and the popup stays) while the pointer picks an option.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
              >
                <span className="place-option__main">{option.place.main_text ?? option.place.description}</span>{' '}
                {option.place.secondary_text ? <span className="place-option__secondary">{option.place.secondary_text}</span> : null}
              </li>
            ))}
          </ul>
          {/* Google's terms ask for its name beside predictions shown without its map. */}
          <p className="place-search__attribution">Powered by Google</p>
        </div>
      </div>

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {status === 'failed' || detailsStatus === 'failed' ? (
        <p className="place-search__problem">
          <span aria-hidden="true">{announcement}</span>{' '}
          <button type="button" className="button place-search__retry" onClick={() => retry()}>
            Try again
          </button>
        </p>
      ) : null}
      {status === 'ready' && options.length === 0 && input.trim() !== '' ? (
        <p className="place-search__empty" aria-hidden="true">
          {announcement}
        </p>
      ) : null}
      {detailsStatus === 'loading' && pending ? (
        <p className="place-search__busy" aria-hidden="true">
          Getting the address…
        </p>
      ) : null}

      {showRecent ? (
        <section className="recent-places" aria-labelledby={`${id}-recent-title`}>
          <h3 id={`${id}-recent-title`} className="recent-places__title">
            Recent places
          </h3>
          <ul className="recent-places__list">
            {recent.map((place, index) => (
              <li key={place.place_id} className="recent-places__item">
                <button
                  type="button"
                  id={`${id}-recent-${place.place_id}`}
                  className="recent-places__use"
                  onClick={() => {
                    chooseRecent(place);
                    // The list goes once the field shows the place: focus stays in the search.
                    inputRef.current?.focus();
                  }}
                >
                  <span className="recent-places__icon" aria-hidden="true">
                    ↺
                  </span>
                  <span className="recent-places__text">{place.details?.main_text ?? place.description}</span>{' '}
                  {place.details?.secondary_text ? <span className="recent-places__secondary">{place.details.secondary_text}</span> : null}
                </button>
                <button
                  type="button"
                  className="icon-button recent-places__remove"
                  aria-label={`Remove ${place.description} from recent places`}
                  onClick={() => removeAndKeepFocus(place, index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
