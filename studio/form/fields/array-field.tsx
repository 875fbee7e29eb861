import { useEffect, useRef, useState } from 'react';
import { ABSENT, useFormContext, type FieldProps } from '../form-context';
import { blankValue, fieldId, joinPath, singular, type Schema } from '../json-schema';
import { GroupShell, lowerFirst, useIds } from './field-frame';

let keyCounter = 0;
const newKey = () => `k${(keyCounter += 1)}`;

/** A list: add, remove, move up and down, within the schema's minItems and maxItems. Focus follows the item moved. */
export function ArrayField(props: FieldProps & { items: Schema }) {
  const { schema, value, onChange, path, items, label } = props;
  const { root, idPrefix, Field } = useFormContext();
  const ids = useIds(path);
  const list: readonly unknown[] = Array.isArray(value) ? value : [];
  // Stable keys, so an item's own state (a half-typed number) moves with it.
  const [keys, setKeys] = useState<string[]>(() => list.map(() => newKey()));
  let shownKeys = keys;
  if (keys.length !== list.length) {
    shownKeys = list.map((_, index) => keys[index] ?? newKey());
    setKeys(shownKeys);
  }
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const element = document.getElementById(target);
    const focusable = element?.matches('input, select, textarea, button') ? element : element?.querySelector<HTMLElement>('input, select, textarea, button');
    focusable?.focus();
  });

  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? Number.POSITIVE_INFINITY;
  const itemLabel = singular(label);
  const itemBase = (index: number) => fieldId(idPrefix, joinPath(path, index));

  const commit = (next: unknown[], nextKeys: string[]) => {
    setKeys(nextKeys);
    onChange(next);
  };
  const move = (from: number, to: number) => {
    const next = [...list];
    const nextKeys = [...shownKeys];
    [next[from], next[to]] = [next[to], next[from]];
    [nextKeys[from], nextKeys[to]] = [nextKeys[to] as string, nextKeys[from] as string];
    const edge = to === 0 ? 'down' : to === list.length - 1 ? 'up' : from > to ? 'up' : 'down';
    focusNext.current = `${itemBase(to)}-${edge}`;
    commit(next, nextKeys);
  };
  const remove = (index: number) => {
    const next = list.filter((_, at) => at !== index);
    const nextKeys = shownKeys.filter((_, at) => at !== index);
    focusNext.current = next.length === 0 ? `${ids.base}-add` : `${itemBase(Math.min(index, next.length - 1))}-remove`;
    commit(next, nextKeys);
  };
  const add = () => {
    focusNext.current = `${itemBase(list.length)}-item`;
    commit([...list, blankValue(items, root)], [...shownKeys, newKey()]);
  };

  const countHint =
    Number.isFinite(max) && min > 0 ? `${min} to ${max} items.` : Number.isFinite(max) ? `At most ${max} items.` : min > 0 ? `At least ${min} ${min === 1 ? 'item' : 'items'}.` : null;
  const childKeys = new Set(list.map((_, index) => String(index)));
  return (
    <GroupShell props={props} kind="array" childKeys={childKeys} hint={countHint}>
      {list.length === 0 ? <p className="sf-hint">No items.</p> : null}
      <ol className="sf-list">
        {list.map((item, index) => {
          const base = itemBase(index);
          const name = `${itemLabel} ${index + 1}`;
          return (
            <li key={shownKeys[index]} id={`${base}-item`} className="sf-item">
              <Field schema={items} value={item} onChange={(next) => onChange(list.map((entry, at) => (at === index ? (next === ABSENT ? undefined : next) : entry)))} path={joinPath(path, index)} label={name} name="" />
              <div className="sf-item-actions">
                <button type="button" id={`${base}-up`} aria-label={`Move up ${name}`} className="sf-button sf-button-small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                  Move up
                </button>
                <button type="button" id={`${base}-down`} aria-label={`Move down ${name}`} className="sf-button sf-button-small" disabled={index === list.length - 1} onClick={() => move(index, index + 1)}>
                  Move down
                </button>
                <button type="button" id={`${base}-remove`} aria-label={`Remove ${name}`} className="sf-button sf-button-small sf-button-danger" disabled={list.length <= min} onClick={() => remove(index)}>
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" id={`${ids.base}-add`} className="sf-button" disabled={list.length >= max} onClick={add}>
        Add {lowerFirst(itemLabel)}
      </button>
    </GroupShell>
  );
}
