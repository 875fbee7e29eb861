/**
 * Generated products for the options engine's tests and benchmark: every option shape the API can send, at any
 * size, the same for the same seed. Never imported by the shopper's code (only tests and scripts/bench-options.ts).
 *
 * Ids come in three forms, as the API mixes them: numbers (105), numeric strings ("105") and other strings
 * ("s-105"); combinations, dependencies and variant prices often refer to a numeric id in its other form, so
 * anything comparing ids without String() shows up.
 */
import type { Id } from '@/api/schemas/common.schema';
import type { MultiSelectValue, Product } from '@/api/schemas/product.schema';
import { seededRandom } from './seeded-random';

interface GeneratedProductOptions {
  /** How many of the attributes' value assignments become combinations, picked at random; default all of them. */
  combinationCount?: number;
  /** Values per multi-choice group (default 5). */
  valuesPerMultiGroup?: number;
  /** Seed of the generator (default 1). */
  seed?: number;
}

/** Amounts that drift when summed in floating point (0.1 + 0.2 is 0.30000000000000004). */
const DRIFTING_AMOUNTS = [0.1, 0.2, 0.3, 0.7, 1.1, 1.15, 2.05, 0.01, 4.35, 0.07];

/**
 * A product with `attributeCount` single-choice attributes (each with `valuesPerAttribute` values, or the n-th
 * number of the list), combinations over them (all assignments, or `combinationCount` of them at random, so some
 * values are unavailable with others) and `multiGroupCount` multi-choice groups with every rule in play: minimums,
 * maximums (some null), any-of dependencies and variant prices (some for no existing variant).
 */
export function productWithCombinations(
  attributeCount: number,
  valuesPerAttribute: number | readonly number[],
  multiGroupCount: number,
  options: GeneratedProductOptions = {},
): Product {
  const random = seededRandom(options.seed ?? 1);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const valueCounts = typeof valuesPerAttribute === 'number' ? Array.from({ length: attributeCount }, () => valuesPerAttribute) : [...valuesPerAttribute];
  if (valueCounts.length !== attributeCount) throw new Error('valuesPerAttribute lists a count per attribute');

  /** An id in one of the API's three forms. */
  const idIn = (number: number, form: number): Id => (form === 0 ? number : form === 1 ? String(number) : `s-${number}`);
  /** The same id as another reference would write it: a numeric id flips between number and string. */
  const referTo = (id: Id): Id => (typeof id === 'number' ? (random() < 0.5 ? String(id) : id) : /^\d+$/.test(id) && random() < 0.5 ? Number(id) : id);

  const attributes: Product['attributes'] = valueCounts.map((count, attributeIndex) => ({
    id: idIn(attributeIndex + 1, attributeIndex % 3),
    name: `Attribute ${attributeIndex + 1}`,
    values: Array.from({ length: count }, (_, valueIndex) => ({
      id: idIn(100 * (attributeIndex + 1) + valueIndex, (attributeIndex + valueIndex) % 3),
      value: `Value ${attributeIndex + 1}.${valueIndex + 1}`,
    })),
  }));

  // Every assignment of one value per attribute, in order; then a seeded random subset of them.
  let assignments: number[][] = attributeCount === 0 ? [] : [[]];
  for (const count of valueCounts) {
    assignments = assignments.flatMap((assignment) => Array.from({ length: count }, (_, valueIndex) => [...assignment, valueIndex]));
  }
  const combinationCount = Math.min(options.combinationCount ?? assignments.length, assignments.length);
  const order = assignments.map((_, position) => position);
  for (let position = order.length - 1; position > 0; position -= 1) {
    const other = Math.floor(random() * (position + 1));
    [order[position], order[other]] = [order[other] ?? 0, order[position] ?? 0];
  }
  const kept = order.slice(0, combinationCount).sort((a, b) => a - b);
  const combinations: Product['combinations'] = kept.map((position, combinationIndex) => {
    const assignment = assignments[position] ?? [];
    return {
      ids: assignment.map((valueIndex, attributeIndex) => referTo(attributes[attributeIndex]?.values[valueIndex]?.id ?? 0)),
      price: Math.round(500 + random() * 2000) / 100,
      variant_id: idIn(5000 + combinationIndex, combinationIndex % 3),
    };
  });

  const singleValueIds = attributes.flatMap((attribute) => attribute.values.map((value) => value.id));
  const valuesPerGroup = options.valuesPerMultiGroup ?? 5;
  const multi_selectable_attributes: Product['multi_selectable_attributes'] = Array.from({ length: multiGroupCount }, (_, groupIndex) => {
    const values: Record<string, MultiSelectValue> = {};
    for (let valueIndex = 0; valueIndex < valuesPerGroup; valueIndex += 1) {
      const id = idIn(10_000 + 100 * groupIndex + valueIndex, (groupIndex + valueIndex) % 3);
      const dependencies: Id[] = [];
      if (singleValueIds.length > 0 && random() < 0.4) {
        const dependencyCount = 1 + Math.floor(random() * 3);
        for (let n = 0; n < dependencyCount; n += 1) dependencies.push(referTo(pick(singleValueIds)));
        if (random() < 0.2) dependencies.push('no-such-value');
      }
      const variant_prices: MultiSelectValue['variant_prices'] = [];
      if (combinations.length > 0 && random() < 0.4) {
        const variantCount = 1 + Math.floor(random() * 3);
        for (let n = 0; n < variantCount; n += 1) {
          variant_prices.push({ variant_id: referTo(pick(combinations).variant_id), price: pick(DRIFTING_AMOUNTS) });
        }
        if (random() < 0.2) variant_prices.push({ variant_id: 'no-such-variant', price: 9.99 });
      }
      values[String(id)] = { id, value: `Extra ${groupIndex + 1}.${valueIndex + 1}`, price: pick(DRIFTING_AMOUNTS), dependencies, variant_prices };
    }
    const minimum = pick([null, 0, 1, 2]);
    const min_select = minimum === null ? null : Math.min(minimum, valuesPerGroup);
    const max_select = random() < 0.35 ? null : Math.max(1, min_select ?? 0) + Math.floor(random() * Math.max(1, valuesPerGroup - Math.max(1, min_select ?? 0) + 1));
    return { id: idIn(900 + groupIndex, groupIndex % 3), name: `Group ${groupIndex + 1}`, min_select, max_select, values };
  });

  return {
    id: 1,
    name: 'Generated product',
    slug: 'generated-product',
    description: '',
    image: '',
    image_alt: 'Generated product',
    category_id: null,
    selling_price: Math.round((pick(DRIFTING_AMOUNTS) + 10) * 100) / 100,
    original_price: null,
    in_stock: true,
    attributes,
    combinations,
    multi_selectable_attributes,
  };
}
