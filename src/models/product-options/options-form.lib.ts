/**
 * What every options form does with the engine's rules (src/domain/product-options.ts), whoever holds its selection: the
 * options panel (product-drawer.model.ts, one global selection) and the product page (its selection lives in the
 * address). One set of words and one order of refusals, so the panel and the page can never disagree.
 */
import type { Product } from '@/api/schemas/product.schema';
import {
  chooseAttributeValue,
  emptySelection,
  isAttributeValueDisabled,
  unchosenAttributeId,
  validateMinimums,
  validateSelection,
  type OptionSelection,
} from '../../domain/product-options';

/**
 * What a form says about the shopper's last action, next to the part it concerns:
 * - `refused`: a multi-choice value could not be added (the group's maximum, above all), shown in its group;
 * - `minimum`: Add was refused because a group's minimum is not met (the spec's exact message);
 * - `incomplete`: Add was refused for another reason the server would refuse it (an attribute left unchosen, named by
 *   `attributeId` so the form can take the shopper to it);
 * - `failed`: the cart refused or failed the add (the server's message).
 */
export type OptionsNotice =
  | { kind: 'refused'; groupId: string; message: string }
  | { kind: 'minimum'; groupId: string | null; message: string }
  | { kind: 'incomplete'; attributeId: string | null; message: string }
  | { kind: 'failed'; message: string };

/** Said when the cart gives no message of its own. */
export const ADD_FAILED_MESSAGE = 'Could not add to the cart. Please try again.';

/**
 * The selection a product starts with: each attribute with exactly one value has it chosen, when available (there is
 * nothing to decide, and the shopper could not add without it). Multi-choice groups always start empty, even a group
 * with one value, since choosing an add-on costs money.
 */
export function initialSelection(product: Product): OptionSelection {
  let selection = emptySelection();
  for (const attribute of product.attributes) {
    const [only, ...others] = attribute.values;
    if (only === undefined || others.length > 0) continue;
    if (!isAttributeValueDisabled(product, selection, attribute.id, only.id)) {
      selection = chooseAttributeValue(product, selection, attribute.id, only.id);
    }
  }
  return selection;
}

/** The first multi-choice group whose minimum is not met, in the product's order (the one validateMinimums names). */
function groupBelowMinimum(product: Product, selection: OptionSelection): string | null {
  for (const group of product.multi_selectable_attributes) {
    const minimum = group.min_select ?? 0;
    const validIds = new Set(Object.values(group.values).map((value) => String(value.id)));
    const ids = Object.hasOwn(selection.selectedMultiAttributes, String(group.id)) ? selection.selectedMultiAttributes[String(group.id)] : [];
    const chosen = new Set((ids ?? []).map(String).filter((id) => validIds.has(id)));
    if (chosen.size < minimum) return String(group.id);
  }
  return null;
}

/**
 * Why Add must be refused for this selection, or null when it may be sent. The minimum comes first: it is the refusal
 * the spec names (section 5), whatever else is missing. Anything else the server would refuse (an attribute left
 * unchosen) is said here rather than after a round trip.
 */
export function addRefusal(product: Product, selection: OptionSelection): OptionsNotice | null {
  const minimum = validateMinimums(product, selection);
  if (minimum !== null) return { kind: 'minimum', groupId: groupBelowMinimum(product, selection), message: minimum };
  const invalid = validateSelection(product, selection);
  if (invalid !== null) return { kind: 'incomplete', attributeId: unchosenAttributeId(product, selection), message: invalid };
  return null;
}
