import './form.css';
import type { CSSProperties, ReactNode } from 'react';
import { FieldDescriptionParts, useFieldDescription } from './field-description';

const keepCheckedAsDefault = (checked: boolean) => (node: HTMLInputElement | null) => {
  if (node) node.defaultChecked = checked;
};

interface StarRatingFieldProps {
  name: string;
  legend: ReactNode;
  /** 1 to 5, or 0 before a choice. */
  value: number;
  onChange: (value: number) => void;
  /** The stars' colour (the store's plugin_product_reviews_star_color), already checked to be a plain colour. */
  color?: string | null;
  hint?: ReactNode;
  error?: string | undefined;
}

const starName = (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`);

/**
 * 1 to 5 stars as five native radios in a fieldset (ADR 0027): Tab reaches the group once, the arrows move and choose
 * as on any radio group, each star is a 44 px target with a visible focus ring, and each radio is named in words
 * ("4 stars"). The stars up to the choice are filled in the store's star colour.
 */
export function StarRatingField({ name, legend, value, onChange, color, hint, error }: StarRatingFieldProps) {
  const { id, ids, describedBy } = useFieldDescription({ hint, error });
  const style = color ? ({ '--star-color': color } as CSSProperties) : undefined;
  return (
    <fieldset className="star-field" aria-describedby={describedBy} data-invalid={error ? '' : undefined} style={style}>
      <legend className="star-field__legend">{legend}</legend>
      <div className="star-field__stars">
        {[1, 2, 3, 4, 5].map((stars) => (
          <span key={stars} className="star-field__option">
            <input
              id={`${id}-${stars}`}
              className="star-field__input"
              type="radio"
              name={name}
              value={stars}
              checked={stars === value}
              ref={keepCheckedAsDefault(stars === value)}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(stars)}
            />
            <label className="star-field__label" htmlFor={`${id}-${stars}`} data-filled={stars <= value ? '' : undefined}>
              <span aria-hidden="true">{stars <= value ? '★' : '☆'}</span>
              <span className="visually-hidden">{starName(stars)}</span>
            </label>
          </span>
        ))}
      </div>
      <p className="star-field__chosen" aria-hidden="true">
        {value > 0 ? `${starName(value)} of 5` : 'No stars chosen yet'}
      </p>
      <FieldDescriptionParts ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}
