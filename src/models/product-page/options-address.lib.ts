/**
 * The product page keeps the chosen options in its address, so a shared link, a reload or the back button brings
 * them back (Hydrogen, Dawn, Saleor and Medusa all keep the chosen variant in the URL):
 *
 *   /product/classic-burger?options=1002&extras=1005:1007,1005:1008
 *
 * - `options`: the chosen single-choice value ids, comma-separated, in the product's attribute order. A value id
 *   names its attribute: the engine matches combinations by value ids alone, so they are unique within a product.
 * - `extras`: the chosen multi-choice values as `groupId:valueId`, comma-separated, in the order they were chosen
 *   (multi-choice value ids are only unique within their group).
 * - Each id is percent-encoded on its own, so an id with a comma or a colon survives; any other parameter of the
 *   address is kept as it was. (wouter's useSearch runs decodeURI over the search, which leaves %2C and %3A alone,
 *   so the split below still sees only the real separators.)
 *
 * The address owns the selection: the page's model derives it from here (selectionFromAddress), and a click writes
 * a new address (searchAfterChoice, searchAfterToggle) that the page puts in place of the old one. Ids the product
 * does not have, and values the rules forbid with what comes before them, are ignored.
 */
import type { Product } from '@/api/schemas/product.schema';
import { initialSelection } from '@/models/product-options/options-form.lib';
import { chooseAttributeValue, isAttributeValueDisabled, toggleMultiValue, type OptionSelection } from '@/domain/product-options';

const OPTIONS_PARAM = 'options';
const EXTRAS_PARAM = 'extras';

/** What an address asks for, before the product's rules have had their say. */
interface OptionsAddress {
  options: string[];
  extras: { groupId: string; valueId: string }[];
}

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    // A malformed escape (`%E0%A4%A`): that id is unreadable, the others still count.
    return null;
  }
}

/** The raw `key=value` parts of a search string, with or without its leading `?`. */
function searchParts(search: string): string[] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query === '' ? [] : query.split('&').filter((part) => part !== '');
}

function keyOf(part: string): string | null {
  const equals = part.indexOf('=');
  return decode(equals === -1 ? part : part.slice(0, equals));
}

/** Every value of a parameter, split on `,` BEFORE decoding, so encoded commas stay inside their id. */
function listValues(search: string, name: string): string[] {
  const values: string[] = [];
  for (const part of searchParts(search)) {
    if (keyOf(part) !== name) continue;
    const equals = part.indexOf('=');
    if (equals === -1) continue;
    for (const raw of part.slice(equals + 1).split(',')) {
      if (raw !== '') values.push(raw);
    }
  }
  return values;
}

/** Reads `options` and `extras` from a search string (`?options=1,2&extras=7:8`); unreadable parts are skipped. */
export function parseOptionsAddress(search: string): OptionsAddress {
  const options = listValues(search, OPTIONS_PARAM)
    .map(decode)
    .filter((id): id is string => id !== null && id !== '');
  const extras: OptionsAddress['extras'] = [];
  for (const raw of listValues(search, EXTRAS_PARAM)) {
    const pieces = raw.split(':');
    if (pieces.length !== 2) continue;
    const groupId = decode(pieces[0] ?? '');
    const valueId = decode(pieces[1] ?? '');
    if (groupId && valueId) extras.push({ groupId, valueId });
  }
  return { options, extras };
}

/**
 * The selection an address stands for, on top of what the product starts with (an attribute with one value is
 * chosen). Single-choice values first, in the address's order: an unknown id, a second value for an attribute
 * already chosen, or a value no combination allows with those before it is ignored. Then the multi-choice values,
 * each added as a click would add it: unknown ones, repeats and those the rules refuse (dependencies, maximum,
 * variant) are ignored.
 */
export function selectionFromAddress(product: Product, search: string): OptionSelection {
  const address = parseOptionsAddress(search);
  let selection = initialSelection(product);
  if (address.options.length === 0 && address.extras.length === 0) return selection;

  const attributeOfValue = new Map<string, string>();
  for (const attribute of product.attributes) {
    for (const value of attribute.values) {
      if (!attributeOfValue.has(String(value.id))) attributeOfValue.set(String(value.id), String(attribute.id));
    }
  }
  const named = new Set<string>();
  for (const valueId of address.options) {
    const attributeId = attributeOfValue.get(valueId);
    if (attributeId === undefined || named.has(attributeId)) continue;
    named.add(attributeId);
    if (isAttributeValueDisabled(product, selection, attributeId, valueId)) continue;
    selection = chooseAttributeValue(product, selection, attributeId, valueId);
  }
  for (const { groupId, valueId } of address.extras) {
    const chosen = Object.hasOwn(selection.selectedMultiAttributes, groupId) ? selection.selectedMultiAttributes[groupId] : undefined;
    // Toggling a chosen value takes it off: a repeated id must not undo the first.
    if (chosen?.includes(valueId)) continue;
    const answer = toggleMultiValue(product, selection, groupId, valueId);
    if (answer.status === 'changed') selection = answer.selection;
  }
  return selection;
}

/** The search string (`?...`, or '' when empty) with the selection in place of any options it named before. */
export function searchWithSelection(search: string, product: Product, selection: OptionSelection): string {
  const options: string[] = [];
  for (const attribute of product.attributes) {
    const attributeId = String(attribute.id);
    const valueId = Object.hasOwn(selection.selectedAttributes, attributeId) ? selection.selectedAttributes[attributeId] : undefined;
    if (valueId !== undefined) options.push(encodeURIComponent(String(valueId)));
  }
  const extras: string[] = [];
  for (const group of product.multi_selectable_attributes) {
    const groupId = String(group.id);
    const chosen = Object.hasOwn(selection.selectedMultiAttributes, groupId) ? selection.selectedMultiAttributes[groupId] : undefined;
    for (const valueId of chosen ?? []) extras.push(`${encodeURIComponent(groupId)}:${encodeURIComponent(String(valueId))}`);
  }
  const kept = searchParts(search).filter((part) => {
    const key = keyOf(part);
    return key !== OPTIONS_PARAM && key !== EXTRAS_PARAM;
  });
  if (options.length > 0) kept.push(`${OPTIONS_PARAM}=${options.join(',')}`);
  if (extras.length > 0) kept.push(`${EXTRAS_PARAM}=${extras.join(',')}`);
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** The search string after the shopper chose a single-choice value (every multi-choice value resets, spec section 4). */
export function searchAfterChoice(product: Product, selection: OptionSelection, search: string, choice: { attributeId: string; valueId: string }): string {
  return searchWithSelection(search, product, chooseAttributeValue(product, selection, choice.attributeId, choice.valueId));
}

/** What ticking or unticking a multi-choice value does: a new search string, or the refusal to say beside its group. */
type ToggleOutcome = { kind: 'changed'; search: string } | { kind: 'refused'; groupId: string; message: string };

export function searchAfterToggle(product: Product, selection: OptionSelection, search: string, toggle: { groupId: string; valueId: string }): ToggleOutcome {
  const answer = toggleMultiValue(product, selection, toggle.groupId, toggle.valueId);
  return answer.status === 'changed'
    ? { kind: 'changed', search: searchWithSelection(search, product, answer.selection) }
    : { kind: 'refused', groupId: toggle.groupId, message: answer.reason };
}
