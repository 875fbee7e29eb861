import type { InputHTMLAttributes, KeyboardEvent, RefObject } from 'react';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'role' | 'value' | 'onChange' | 'onKeyDown' | 'onBlur' | 'type' | 'aria-autocomplete' | 'aria-expanded' | 'aria-controls' | 'aria-activedescendant'>;

interface ComboboxInputProps extends NativeInputProps {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  /** The shopper typed: the popup opens and no option is active any more (the caller's state). */
  onEdit: (value: string) => void;
  /** The clear button was pressed: the popup closes and the value empties (the caller's state); focus stays here. */
  onClear: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The field lost focus: the popup closes. */
  onClose: () => void;
  expanded: boolean;
  /** The popup's id; null for a field without one, a plain search box (its results are the page's own content). */
  listboxId: string | null;
  activeId: string | undefined;
  clearLabel: string;
  clearClassName: string;
}

/**
 * The text field of a WAI-ARIA 1.2 combobox (focus stays in it; the active option is named by aria-activedescendant)
 * with its clear button, as the menu search and the address form's place search both show it. Without a popup it is a
 * search box with the same clear button.
 */
export function ComboboxInput({ inputRef, value, onEdit, onClear, onKeyDown, onClose, expanded, listboxId, activeId, clearLabel, clearClassName, ...input }: ComboboxInputProps) {
  return (
    <>
      <input
        {...input}
        ref={inputRef}
        type="text"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
        {...(listboxId === null
          ? { role: 'searchbox' }
          : { role: 'combobox', 'aria-autocomplete': 'list' as const, 'aria-expanded': expanded, 'aria-controls': listboxId, 'aria-activedescendant': activeId })}
        value={value}
        onChange={(event) => onEdit(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onClose}
      />
      {value !== '' ? (
        <button
          type="button"
          className={clearClassName}
          aria-label={clearLabel}
          onClick={() => {
            onClear();
            inputRef.current?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </>
  );
}
