import type { Id } from '@/api/schemas/common.schema';
import type { MultiSelectValue, Product } from '@/api/schemas/product.schema';

type Combination = Product['combinations'][number];

/** What the shopper chose: attribute id to value id, and multi-choice group id to value ids. */
export interface OptionSelection {
  selectedAttributes: Readonly<Record<string, Id>>;
  selectedMultiAttributes: Readonly<Record<string, readonly Id[]>>;
}

/** The store's amounts have 2 decimal places (decimalPlaces '2'), so a minor unit is a cent. */
const minorUnitsPerMajor = 100;

/** Decimal major units to integer cents. toFixed first, because 1.005 * 100 is 100.4999... in floating point. */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  return Math.round(Number(`${amount.toFixed(4)}e2`));
}

/** Integer cents back to the decimal number the API answers with. */
export function fromMinorUnits(minorUnits: number): number {
  return minorUnits / minorUnitsPerMajor;
}

/** The ids of the chosen single-choice values, as strings: the API mixes numeric and string ids. */
export function chosenSingleValueIds(selectedAttributes: OptionSelection['selectedAttributes']): Set<string> {
  return new Set(Object.values(selectedAttributes).map(String));
}

/** The combination whose ids are exactly the chosen single-choice values (same set, compared as strings). */
export function findCombination(product: Product, selectedAttributes: OptionSelection['selectedAttributes']): Combination | null {
  const chosen = chosenSingleValueIds(selectedAttributes);
  if (chosen.size === 0) return null;
  return (
    product.combinations.find((combination) => {
      const ids = new Set(combination.ids.map(String));
      return ids.size === chosen.size && [...ids].every((id) => chosen.has(id));
    }) ?? null
  );
}

/** A multi-choice value counts only when it has no dependencies or one of them is a chosen single-choice value. */
export function dependenciesMet(value: MultiSelectValue, chosenSingleIds: ReadonlySet<string>): boolean {
  return value.dependencies.length === 0 || value.dependencies.some((id) => chosenSingleIds.has(String(id)));
}

export function findMultiValue(values: Record<string, MultiSelectValue>, id: Id): MultiSelectValue | null {
  return Object.values(values).find((value) => String(value.id) === String(id)) ?? null;
}

/**
 * The price of one unit of `product` with the chosen options, in cents. The one pricing rule of the
 * simulator (spec section 9): the base is the selling price, or the price of the combination matching
 * the single-choice values exactly; plus each chosen multi-choice value whose dependencies are met, at
 * its variant price for the combination's variant when it has one, else at its own price.
 * A later issue replaces this with the app's shared pricing engine.
 */
export function unitPriceInMinorUnits(product: Product, selection: OptionSelection): number {
  const combination = findCombination(product, selection.selectedAttributes);
  const chosenSingleIds = chosenSingleValueIds(selection.selectedAttributes);
  let total = toMinorUnits(combination ? combination.price : product.selling_price);

  for (const group of product.multi_selectable_attributes) {
    const chosenIds = new Set((selection.selectedMultiAttributes[String(group.id)] ?? []).map(String));
    for (const id of chosenIds) {
      const value = findMultiValue(group.values, id);
      if (!value || !dependenciesMet(value, chosenSingleIds)) continue;
      const variantPrice = combination
        ? value.variant_prices.find((entry) => String(entry.variant_id) === String(combination.variant_id))
        : undefined;
      total += toMinorUnits(variantPrice ? variantPrice.price : value.price);
    }
  }
  return total;
}
