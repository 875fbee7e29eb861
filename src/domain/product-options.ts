/**
 * The options engine: the one place the product option rules of spec sections 3, 4, 5 and 9 live. The
 * options panel, the cart and the simulator's server-side checks all call it, so they cannot disagree.
 *
 * - Ids arrive as numbers or strings (idSchema): every comparison is between strings.
 * - Money is summed in integer minor units (0.1 + 0.2 is exactly 0.3).
 * - A dependency list is met when ANY one of its ids is a chosen single-choice value
 *   (decisions/0009-option-dependencies-any-of.md).
 * - Each product is indexed once (WeakMap keyed by the product object): combinations by their sorted ids, their
 *   prices by position, and a bitset per value of the combinations containing it. A recompute after a click (price,
 *   minimums, every disabled flag and price difference of a 2,048-combination product) stays well under a
 *   millisecond. Products from the API are never mutated in this app; a mutated product object would keep its old
 *   index.
 */
import type { Id } from '@/api/schemas/common.schema';
import type { MultiSelectValue, Product } from '@/api/schemas/product.schema';
import { toMinorUnits } from '@/domain/money';

/**
 * What the shopper chose: attribute id to the chosen value id; multi-choice group id to the chosen value ids.
 * A selection is a value: build a new one to change it (chooseAttributeValue and toggleMultiValue do). The engine
 * remembers what it worked out for each `selectedAttributes` record and freezes that record, as Immer does, so a
 * change in place throws instead of being answered from that memory.
 */
export type OptionSelection = {
  selectedAttributes: Record<string, string>;
  selectedMultiAttributes: Record<string, string[]>;
};

type ProductAttribute = Product['attributes'][number];
type ProductCombination = Product['combinations'][number];
type MultiChoiceGroup = Product['multi_selectable_attributes'][number];

/** Why a multi-choice value cannot be added now (spec section 5), or 'unknown' for an id the product lacks. */
type MultiValueDisabledCause = 'unknown' | 'dependencies' | 'maximum' | 'variant';

/** The answer of toggleMultiValue: the new selection, or why adding was refused. */
type MultiValueToggle = { status: 'changed'; selection: OptionSelection } | { status: 'refused'; reason: string };

/** The default decimal places of the store (spec section 9). */
const DEFAULT_DECIMAL_PLACES = 2;

/** A selection with nothing chosen; a new object each time, so no caller can share and mutate it. */
export function emptySelection(): OptionSelection {
  return { selectedAttributes: {}, selectedMultiAttributes: {} };
}

// ---------------------------------------------------------------------------------------------------------------
// The per-product index
// ---------------------------------------------------------------------------------------------------------------

interface MultiValueIndex {
  id: string;
  value: MultiSelectValue;
  dependencyIds: readonly string[];
  /** variant id to price; the first entry wins when the API repeats a variant. */
  variantPrices: ReadonlyMap<string, number>;
  /** The reason shown while its dependencies are unmet; the panel asks for it after every click. */
  dependencyReason: string;
}

interface MultiGroupIndex {
  id: string;
  group: MultiChoiceGroup;
  values: ReadonlyMap<string, MultiValueIndex>;
  /** The reason shown for its values while its maximum is reached (null maximum: never). */
  maximumReason: string;
}

/** What a selection's single-choice values imply, worked out once per selectedAttributes record. */
interface SingleChoiceFacts {
  /** [attribute id, chosen value id], as strings. */
  entries: readonly (readonly [string, string])[];
  chosenValueIds: ReadonlySet<string>;
  combination: ProductCombination | undefined;
  variantId: string | null;
  /** The reason for values with no price for the current variant, made on first use. */
  variantReason: string | undefined;
  /** attribute id to the reason for its disabled values, made on first use. */
  attributeReasons: Map<string, string>;
}

/**
 * For each chosen attribute, the AND of the bitsets of the values chosen for the OTHER attributes; for an attribute
 * with no value chosen, the AND over every chosen value. The masks of the selection asked about last, kept in one
 * buffer per product and overwritten for the next selection: allocating typed arrays for every selection cost more
 * than all the ANDs, and the panel asks about one selection many times in a row.
 */
interface OthersMasks {
  /** The facts these masks are of. */
  owner: SingleChoiceFacts | undefined;
  /** Slots of `wordCount` words. */
  words: Uint32Array;
  suffix: Uint32Array;
  /** attribute id to the offset of its mask in `words`. */
  offsetByAttribute: Map<string, number>;
  /** The offset of the mask over every chosen value. */
  allOffset: number;
}

interface ProductIndex {
  attributesById: ReadonlyMap<string, ProductAttribute>;
  /** single-choice value id to its label, for the human reasons. */
  singleValueLabels: ReadonlyMap<string, string>;
  combinationByKey: ReadonlyMap<string, ProductCombination>;
  /** Per position in product.combinations: its price. */
  combinationPrices: Float64Array;
  /** single-choice value id to a bitset over product.combinations: bit i set when combination i contains it. */
  combinationsWithValue: ReadonlyMap<string, Uint32Array>;
  wordCount: number;
  /** The bitset with every combination in it. */
  allCombinations: Uint32Array;
  /** The bitset of a value no combination contains. */
  noCombinations: Uint32Array;
  masks: OthersMasks;
  groupsById: ReadonlyMap<string, MultiGroupIndex>;
  /** decimal places to amount to minor units: toMinorUnits goes through strings, and the same few amounts recur. */
  minorUnits: Map<number, Map<number, number>>;
  /**
   * selectedAttributes record to its facts: the panel asks about one selection for every value it shows. Checking
   * that a record is unchanged costs about as much as the answer, hence identity plus freezing (OptionSelection).
   */
  facts: WeakMap<Record<string, string>, SingleChoiceFacts>;
}

const productIndexes = new WeakMap<Product, ProductIndex>();

function indexOf(product: Product): ProductIndex {
  let index = productIndexes.get(product);
  if (!index) {
    index = buildIndex(product);
    productIndexes.set(product, index);
  }
  return index;
}

function uniqueStrings(ids: readonly unknown[]): string[] {
  return [...new Set(ids.map(String))];
}

/** One key per SET of ids: sorted and JSON-encoded, so no id's characters can make two sets collide. */
function setKey(uniqueIds: string[]): string {
  return JSON.stringify(uniqueIds.sort());
}

function buildIndex(product: Product): ProductIndex {
  const attributesById = new Map<string, ProductAttribute>();
  const singleValueLabels = new Map<string, string>();
  for (const attribute of product.attributes) {
    const id = String(attribute.id);
    if (!attributesById.has(id)) attributesById.set(id, attribute);
    for (const value of attribute.values) {
      const valueId = String(value.id);
      if (!singleValueLabels.has(valueId)) singleValueLabels.set(valueId, value.value);
    }
  }

  const wordCount = Math.ceil(product.combinations.length / 32);
  const combinationByKey = new Map<string, ProductCombination>();
  const combinationsWithValue = new Map<string, Uint32Array>();
  const combinationPrices = new Float64Array(product.combinations.length);
  product.combinations.forEach((combination, position) => {
    const ids = uniqueStrings(combination.ids);
    combinationPrices[position] = combination.price;
    for (const id of ids) {
      let bits = combinationsWithValue.get(id);
      if (!bits) {
        bits = new Uint32Array(wordCount);
        combinationsWithValue.set(id, bits);
      }
      const word = position >>> 5;
      bits[word] = (bits[word] ?? 0) | (1 << (position & 31));
    }
    // The first of two combinations with the same ids wins, as a linear search would find it.
    const key = setKey(ids);
    if (!combinationByKey.has(key)) combinationByKey.set(key, combination);
  });

  const allCombinations = new Uint32Array(wordCount);
  for (let position = 0; position < product.combinations.length; position += 1) {
    const word = position >>> 5;
    allCombinations[word] = (allCombinations[word] ?? 0) | (1 << (position & 31));
  }

  const groupsById = new Map<string, MultiGroupIndex>();
  for (const group of product.multi_selectable_attributes) {
    const id = String(group.id);
    if (groupsById.has(id)) continue;
    const values = new Map<string, MultiValueIndex>();
    for (const value of Object.values(group.values)) {
      const valueId = String(value.id);
      if (values.has(valueId)) continue;
      const variantPrices = new Map<string, number>();
      for (const entry of value.variant_prices) {
        const variantId = String(entry.variant_id);
        if (!variantPrices.has(variantId)) variantPrices.set(variantId, entry.price);
      }
      const dependencyIds = uniqueStrings(value.dependencies);
      const labels = dependencyIds.filter((dependencyId) => singleValueLabels.has(dependencyId)).map((dependencyId) => singleValueLabels.get(dependencyId));
      const dependencyReason = labels.length > 0 ? `Available only with ${labels.join(' or ')}.` : 'Not available with the options chosen.';
      values.set(valueId, { id: valueId, value, dependencyIds, variantPrices, dependencyReason });
    }
    const maximumReason = `You can select at most ${group.max_select ?? 0} options for ${group.name}.`;
    groupsById.set(id, { id, group, values, maximumReason });
  }

  return {
    attributesById,
    singleValueLabels,
    combinationByKey,
    combinationPrices,
    combinationsWithValue,
    wordCount,
    allCombinations,
    noCombinations: new Uint32Array(wordCount),
    masks: {
      owner: undefined,
      words: new Uint32Array((attributesById.size + 1) * wordCount),
      suffix: new Uint32Array(wordCount),
      offsetByAttribute: new Map(),
      allOffset: 0,
    },
    groupsById,
    minorUnits: new Map(),
    facts: new WeakMap(),
  };
}

function singleChoiceFacts(index: ProductIndex, selectedAttributes: Record<string, string>): SingleChoiceFacts {
  const known = index.facts.get(selectedAttributes);
  if (known) return known;

  const entries: (readonly [string, string])[] = Object.entries(selectedAttributes).map(([key, value]) => [key, String(value)]);
  const chosenValueIds = new Set(entries.map(([, valueId]) => valueId));
  const combination = index.combinationByKey.get(setKey([...chosenValueIds]));
  const facts: SingleChoiceFacts = {
    entries,
    chosenValueIds,
    combination,
    variantId: combination ? String(combination.variant_id) : null,
    variantReason: undefined,
    attributeReasons: new Map(),
  };
  Object.freeze(selectedAttributes);
  index.facts.set(selectedAttributes, facts);
  return facts;
}

/**
 * The masks of every chosen attribute at once, from prefix and suffix ANDs over the chosen values: linear in the
 * number of attributes where one AND per attribute pair would be quadratic.
 */
function othersMasks(index: ProductIndex, facts: SingleChoiceFacts): OthersMasks {
  const { masks, wordCount, allCombinations, noCombinations } = index;
  if (masks.owner === facts) return masks;
  const count = facts.entries.length;
  // A selection naming attributes the product lacks needs more slots than the product has attributes.
  if (masks.words.length < (count + 1) * wordCount) masks.words = new Uint32Array((count + 1) * wordCount);
  const { words, suffix } = masks;
  // Slot i holds first the AND of the values before entry i (its prefix), then entry i's mask; slot `count` the AND
  // of them all.
  words.set(allCombinations, 0);
  for (let position = 0; position < count; position += 1) {
    const bits = index.combinationsWithValue.get(facts.entries[position]?.[1] ?? '') ?? noCombinations;
    const from = position * wordCount;
    for (let word = 0; word < wordCount; word += 1) words[from + wordCount + word] = (words[from + word] ?? 0) & (bits[word] ?? 0);
  }
  suffix.set(allCombinations);
  masks.offsetByAttribute.clear();
  for (let position = count - 1; position >= 0; position -= 1) {
    const [key, valueId] = facts.entries[position] ?? ['', ''];
    const bits = index.combinationsWithValue.get(valueId) ?? noCombinations;
    const from = position * wordCount;
    for (let word = 0; word < wordCount; word += 1) {
      words[from + word] = (words[from + word] ?? 0) & (suffix[word] ?? 0);
      suffix[word] = (suffix[word] ?? 0) & (bits[word] ?? 0);
    }
    masks.offsetByAttribute.set(key, from);
  }
  masks.allOffset = count * wordCount;
  masks.owner = facts;
  return masks;
}

/** Whether `bits` shares a combination with the mask at `offset` of `words`. */
function intersects(bits: Uint32Array, words: Uint32Array, offset: number): boolean {
  for (let word = 0; word < bits.length; word += 1) {
    if (((bits[word] ?? 0) & (words[offset + word] ?? 0)) !== 0) return true;
  }
  return false;
}

function minorUnitsOf(index: ProductIndex, amount: number, decimalPlaces: number): number {
  let table = index.minorUnits.get(decimalPlaces);
  if (!table) {
    table = new Map();
    index.minorUnits.set(decimalPlaces, table);
  }
  let minor = table.get(amount);
  if (minor === undefined) {
    minor = toMinorUnits(amount, decimalPlaces);
    table.set(amount, minor);
  }
  return minor;
}

function checkDecimalPlaces(decimalPlaces: number): void {
  if (!Number.isInteger(decimalPlaces) || decimalPlaces < 0 || decimalPlaces > 10) {
    throw new RangeError(`decimalPlaces must be an integer from 0 to 10, got ${decimalPlaces}`);
  }
}

function ownEntry<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The distinct chosen ids of a group that are values of it (stale or repeated ids neither count nor block). */
function chosenMemberIds(group: MultiGroupIndex, selection: OptionSelection): string[] {
  const chosen: string[] = [];
  for (const raw of ownEntry(selection.selectedMultiAttributes, group.id) ?? []) {
    const id = String(raw);
    if (group.values.has(id) && !chosen.includes(id)) chosen.push(id);
  }
  return chosen;
}

/** Whether ids[0 .. position - 1] lists valueId already: a value chosen twice counts once. */
function listedBefore(ids: readonly unknown[], position: number, valueId: string): boolean {
  for (let earlier = 0; earlier < position; earlier += 1) if (String(ids[earlier]) === valueId) return true;
  return false;
}

function dependenciesMet(value: MultiValueIndex, chosenValueIds: ReadonlySet<string>): boolean {
  return value.dependencyIds.length === 0 || value.dependencyIds.some((id) => chosenValueIds.has(id));
}

/** What a chosen multi-choice value adds: its price for the current variant when it has one, else its price. */
function multiValueAmount(value: MultiValueIndex, variantId: string | null): number {
  const variantPrice = variantId === null ? undefined : value.variantPrices.get(variantId);
  return variantPrice ?? value.value.price;
}

function labelOf(index: ProductIndex, valueId: string): string {
  return index.singleValueLabels.get(valueId) ?? valueId;
}

function attributeValueDisabledIn(index: ProductIndex, facts: SingleChoiceFacts, attributeId: string, valueId: string): boolean {
  const bits = index.combinationsWithValue.get(valueId);
  if (!bits) return true;
  const masks = othersMasks(index, facts);
  return !intersects(bits, masks.words, masks.offsetByAttribute.get(attributeId) ?? masks.allOffset);
}

function attributeReasonIn(index: ProductIndex, facts: SingleChoiceFacts, attributeId: string): string {
  let reason = facts.attributeReasons.get(attributeId);
  if (reason === undefined) {
    const others = facts.entries.filter(([key]) => key !== attributeId).map(([, id]) => labelOf(index, id));
    reason = others.length > 0 ? `Not available with ${others.join(', ')}.` : 'Not available.';
    facts.attributeReasons.set(attributeId, reason);
  }
  return reason;
}

/**
 * The cheapest price of the combinations that hold `valueId` with the other attributes' choices kept (those a value
 * of this attribute can still reach); Infinity when there is none (the value is disabled).
 */
function cheapestReachableIn(index: ProductIndex, facts: SingleChoiceFacts, attributeId: string, valueId: string): number {
  const bits = index.combinationsWithValue.get(valueId);
  if (!bits) return Infinity;
  const { words, offsetByAttribute, allOffset } = othersMasks(index, facts);
  const offset = offsetByAttribute.get(attributeId) ?? allOffset;
  let cheapest = Infinity;
  for (let word = 0; word < index.wordCount; word += 1) {
    let common = (words[offset + word] ?? 0) & (bits[word] ?? 0);
    while (common !== 0) {
      const lowest = common & -common;
      cheapest = Math.min(cheapest, index.combinationPrices[(word << 5) + 31 - Math.clz32(lowest)] ?? Infinity);
      common ^= lowest;
    }
  }
  return cheapest;
}

/** multiValueDisabledCause once the group, the value and the group's chosen ids are known. */
function multiCauseIn(
  facts: SingleChoiceFacts,
  group: MultiGroupIndex,
  value: MultiValueIndex,
  chosen: readonly string[],
): MultiValueDisabledCause | null {
  if (!dependenciesMet(value, facts.chosenValueIds)) return 'dependencies';
  const maximum = group.group.max_select;
  if (maximum !== null && chosen.length >= maximum && !chosen.includes(value.id)) return 'maximum';
  if (value.variantPrices.size > 0 && (facts.variantId === null || !value.variantPrices.has(facts.variantId))) return 'variant';
  return null;
}

function multiReasonIn(
  index: ProductIndex,
  facts: SingleChoiceFacts,
  group: MultiGroupIndex | undefined,
  value: MultiValueIndex | undefined,
  cause: MultiValueDisabledCause,
): string {
  switch (cause) {
    case 'unknown':
      return 'This option is no longer available.';
    case 'dependencies':
      return value?.dependencyReason ?? 'Not available with the options chosen.';
    case 'maximum':
      return group?.maximumReason ?? 'This option is no longer available.';
    case 'variant': {
      if (facts.variantReason === undefined) {
        const chosenAttributes = new Set(facts.entries.map(([key]) => key));
        const unchosen = [...index.attributesById].filter(([id]) => !chosenAttributes.has(id)).map(([, attribute]) => attribute.name);
        facts.variantReason = unchosen.length > 0 ? `Choose ${unchosen.join(' and ')} first.` : 'Not available with the options chosen.';
      }
      return facts.variantReason;
    }
    default:
      return cause satisfies never;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The rules
// ---------------------------------------------------------------------------------------------------------------

/** The combination whose ids are exactly the chosen single-choice values (as a set, compared as strings). */
export function findCombination(product: Product, selection: OptionSelection): ProductCombination | undefined {
  return singleChoiceFacts(indexOf(product), selection.selectedAttributes).combination;
}

/** The matching combination's variant id as a string, or null when the chosen values match none. */
export function currentVariantId(product: Product, selection: OptionSelection): string | null {
  return singleChoiceFacts(indexOf(product), selection.selectedAttributes).variantId;
}

/**
 * The unit price in integer minor units (cents for 2 decimal places), spec section 9: the selling price, or the
 * matching combination's price; plus each chosen multi-choice value whose dependencies are met, at its price for
 * the current variant when it has one, else at its own price. Each amount is rounded to minor units on its own.
 */
export function computePriceInMinorUnits(
  product: Product,
  selection: OptionSelection,
  decimalPlaces: number = DEFAULT_DECIMAL_PLACES,
): number {
  checkDecimalPlaces(decimalPlaces);
  const index = indexOf(product);
  const facts = singleChoiceFacts(index, selection.selectedAttributes);
  let total = minorUnitsOf(index, facts.combination ? facts.combination.price : product.selling_price, decimalPlaces);
  const chosenByGroup = selection.selectedMultiAttributes;
  for (const groupId in chosenByGroup) {
    const group = Object.hasOwn(chosenByGroup, groupId) ? index.groupsById.get(groupId) : undefined;
    const ids = group ? chosenByGroup[groupId] : undefined;
    if (!group || !ids) continue;
    for (let position = 0; position < ids.length; position += 1) {
      const valueId = String(ids[position]);
      const value = group.values.get(valueId);
      if (!value || !dependenciesMet(value, facts.chosenValueIds) || listedBefore(ids, position, valueId)) continue;
      total += minorUnitsOf(index, multiValueAmount(value, facts.variantId), decimalPlaces);
    }
  }
  return total;
}

/** The unit price in major units (12.5 for $12.50), exact to the decimal places: see computePriceInMinorUnits. */
export function computePrice(product: Product, selection: OptionSelection, decimalPlaces: number = DEFAULT_DECIMAL_PLACES): number {
  // Dividing an exact integer by a power of ten gives the double nearest the decimal, as the literal would.
  return computePriceInMinorUnits(product, selection, decimalPlaces) / 10 ** decimalPlaces;
}

/**
 * A single-choice value is disabled when no combination contains it together with the values chosen for the
 * other attributes (spec section 5). The value chosen for this attribute itself does not count, so the shopper
 * can always switch to another compatible value.
 */
export function isAttributeValueDisabled(product: Product, selection: OptionSelection, attributeId: Id, valueId: Id): boolean {
  const index = indexOf(product);
  return attributeValueDisabledIn(index, singleChoiceFacts(index, selection.selectedAttributes), String(attributeId), String(valueId));
}

/**
 * Why a multi-choice value cannot be added now, or null when it can (spec section 5, in its order): its
 * dependencies are not met (any-of), its group's maximum is reached and it is not chosen, or it has variant
 * prices and none is for the current variant. 'unknown' for a group or value the product does not have.
 */
export function multiValueDisabledCause(
  product: Product,
  selection: OptionSelection,
  groupId: Id,
  valueId: Id,
): MultiValueDisabledCause | null {
  const index = indexOf(product);
  const group = index.groupsById.get(String(groupId));
  const value = group?.values.get(String(valueId));
  if (!group || !value) return 'unknown';
  return multiCauseIn(singleChoiceFacts(index, selection.selectedAttributes), group, value, chosenMemberIds(group, selection));
}

/** True when the multi-choice value cannot be added now: see multiValueDisabledCause. */
export function isMultiValueDisabled(product: Product, selection: OptionSelection, groupId: Id, valueId: Id): boolean {
  return multiValueDisabledCause(product, selection, groupId, valueId) !== null;
}

/**
 * The refusal for the first multi-choice group (in the product's order) whose minimum is not met, spec section 5;
 * null when every minimum is met. Only distinct ids that are values of the group count.
 */
export function validateMinimums(product: Product, selection: OptionSelection): string | null {
  const index = indexOf(product);
  for (const group of index.groupsById.values()) {
    const minimum = group.group.min_select;
    if (minimum !== null && minimum > 0 && chosenMemberIds(group, selection).length < minimum) {
      return `Please select at least ${minimum} options for ${group.group.name}.`;
    }
  }
  return null;
}

/**
 * Whether every single-choice attribute must be chosen before an add: when the product has combinations, the cart
 * prices and stocks the one the chosen values match, so a value left unchosen matches none.
 */
function attributesRequired(product: Product): boolean {
  return product.combinations.length > 0;
}

/** The first single-choice attribute (in the product's order) the add needs and the selection leaves unchosen, or null. */
export function unchosenAttributeId(product: Product, selection: OptionSelection): string | null {
  if (!attributesRequired(product)) return null;
  const unchosen = product.attributes.find((attribute) => !Object.hasOwn(selection.selectedAttributes, String(attribute.id)));
  return unchosen === undefined ? null : String(unchosen.id);
}

/**
 * Every reason the cart (and the simulator's add and update handlers) must refuse a selection, the first one
 * found, or null: a chosen single-choice value the product lacks or that matches no combination, an attribute left
 * unchosen when the product has combinations, a multi-choice value that is unknown or disabled, a group over its
 * maximum, then the minimums. The panel's own checks are the same rules, so a panel selection passes.
 */
export function validateSelection(product: Product, selection: OptionSelection): string | null {
  const index = indexOf(product);
  const facts = singleChoiceFacts(index, selection.selectedAttributes);
  for (const [attributeId, valueId] of facts.entries) {
    const attribute = index.attributesById.get(attributeId);
    if (!attribute || !attribute.values.some((value) => String(value.id) === valueId)) {
      return 'This option is no longer available.';
    }
  }
  if (attributesRequired(product) || facts.entries.length > 0) {
    for (const [attributeId, attribute] of index.attributesById) {
      if (!Object.hasOwn(selection.selectedAttributes, attributeId)) return `Please choose ${attribute.name}.`;
    }
    if (!facts.combination) return 'This combination of options is not available.';
  }
  for (const groupId of Object.keys(selection.selectedMultiAttributes)) {
    const group = index.groupsById.get(groupId);
    const ids = selection.selectedMultiAttributes[groupId] ?? [];
    if (!group) {
      if (ids.length > 0) return 'This option is no longer available.';
      continue;
    }
    const distinct = uniqueStrings(ids);
    for (const valueId of distinct) {
      const value = group.values.get(valueId);
      if (!value) return 'This option is no longer available.';
      if (!dependenciesMet(value, facts.chosenValueIds)) return `${value.value.value} is not available with the options chosen.`;
      if (value.variantPrices.size > 0 && (facts.variantId === null || !value.variantPrices.has(facts.variantId))) {
        return `${value.value.value} is not available with the options chosen.`;
      }
    }
    const maximum = group.group.max_select;
    if (maximum !== null && distinct.length > maximum) {
      return `Please select at most ${maximum} options for ${group.group.name}.`;
    }
  }
  return validateMinimums(product, selection);
}

// ---------------------------------------------------------------------------------------------------------------
// Transitions (spec section 4, "Attribute choice")
// ---------------------------------------------------------------------------------------------------------------

/**
 * Choosing a single-choice value: the new selection, with EVERY multi-choice selection reset (spec section 4).
 * An attribute or value the product does not have changes nothing (the same selection object comes back).
 */
export function chooseAttributeValue(product: Product, selection: OptionSelection, attributeId: Id, valueId: Id): OptionSelection {
  const attribute = indexOf(product).attributesById.get(String(attributeId));
  if (!attribute || !attribute.values.some((value) => String(value.id) === String(valueId))) return selection;
  return {
    selectedAttributes: { ...selection.selectedAttributes, [String(attributeId)]: String(valueId) },
    selectedMultiAttributes: {},
  };
}

/**
 * Toggling a multi-choice value: a chosen one is removed (the group's key goes when it empties); another is added
 * at the end, unless it is disabled now, which is refused with the human reason (the maximum reached, above all).
 */
export function toggleMultiValue(product: Product, selection: OptionSelection, groupId: Id, valueId: Id): MultiValueToggle {
  const groupKey = String(groupId);
  const valueKey = String(valueId);
  const current = (ownEntry(selection.selectedMultiAttributes, groupKey) ?? []).map(String);
  const others = { ...selection.selectedMultiAttributes };
  delete others[groupKey];

  if (current.includes(valueKey)) {
    const remaining = current.filter((id) => id !== valueKey);
    return {
      status: 'changed',
      selection: {
        selectedAttributes: selection.selectedAttributes,
        selectedMultiAttributes: remaining.length > 0 ? { ...others, [groupKey]: remaining } : others,
      },
    };
  }
  const reason = multiValueDisabledReason(product, selection, groupId, valueId);
  if (reason !== null) return { status: 'refused', reason };
  return {
    status: 'changed',
    selection: {
      selectedAttributes: selection.selectedAttributes,
      selectedMultiAttributes: { ...others, [groupKey]: [...current, valueKey] },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Words for the panel and assistive technology
// ---------------------------------------------------------------------------------------------------------------

/** A multi-choice group's label, spec section 2: "(Min: 1, Max: 3)"; no minimum reads 0, no maximum "Unlimited". */
export function multiGroupLabel(group: Pick<MultiChoiceGroup, 'min_select' | 'max_select'>): string {
  return `(Min: ${group.min_select ?? 0}, Max: ${group.max_select ?? 'Unlimited'})`;
}

/**
 * A plain line beside the spec's label where the label reads oddly: "(Min: 0, Max: Unlimited)" says "Choose as many
 * as you like."; with a minimum, "Choose 2 or more."; a group with a maximum reads plainly as it is (null).
 */
export function multiGroupHint(group: Pick<MultiChoiceGroup, 'min_select' | 'max_select'>): string | null {
  if (group.max_select !== null) return null;
  const minimum = group.min_select ?? 0;
  return minimum > 0 ? `Choose ${minimum} or more.` : 'Choose as many as you like.';
}

/**
 * Why none of a group's values can be chosen now, when they all share one reason (every extra priced per variant
 * before the variant is known: "Choose Size and Crust first."), to be said once for the group; otherwise null.
 */
function sharedReason(values: readonly OptionValueState[]): string | null {
  const [first, ...others] = values;
  if (first === undefined || first.disabledReason === null) return null;
  return others.every((value) => value.disabledReason === first.disabledReason) ? first.disabledReason : null;
}

/** Why a single-choice value is disabled, for its accessible description; null when it is not. */
export function attributeValueDisabledReason(
  product: Product,
  selection: OptionSelection,
  attributeId: Id,
  valueId: Id,
): string | null {
  const index = indexOf(product);
  const facts = singleChoiceFacts(index, selection.selectedAttributes);
  return attributeValueDisabledIn(index, facts, String(attributeId), String(valueId)) ? attributeReasonIn(index, facts, String(attributeId)) : null;
}

/** Why a multi-choice value cannot be added now, for its accessible description and the refusal; null when it can. */
export function multiValueDisabledReason(product: Product, selection: OptionSelection, groupId: Id, valueId: Id): string | null {
  const cause = multiValueDisabledCause(product, selection, groupId, valueId);
  if (cause === null) return null;
  const index = indexOf(product);
  const group = index.groupsById.get(String(groupId));
  return multiReasonIn(index, singleChoiceFacts(index, selection.selectedAttributes), group, group?.values.get(String(valueId)), cause);
}

// ---------------------------------------------------------------------------------------------------------------
// Everything the panel shows, in one pass
// ---------------------------------------------------------------------------------------------------------------

/** What single- and multi-choice values have in common. */
interface OptionValueState {
  id: string;
  label: string;
  chosen: boolean;
  disabled: boolean;
  /** For the value's accessible description; null when it is enabled. */
  disabledReason: string | null;
}

export interface AttributeValueState extends OptionValueState {
  /**
   * What choosing it changes the price by, in minor units (negative when cheaper): the cheapest combination it reaches
   * with the other choices kept, against the combination chosen now, or, before there is one, against the cheapest any
   * value of the attribute reaches. Null when nothing changes, and for a disabled value.
   */
  priceDifferenceInMinorUnits: number | null;
}

export interface MultiValueState extends OptionValueState {
  /** What choosing it adds, in minor units: its price for the current variant when it has one. */
  priceInMinorUnits: number;
}

export interface OptionsPanelState {
  combination: ProductCombination | undefined;
  variantId: string | null;
  priceInMinorUnits: number;
  /** priceInMinorUnits in major units. */
  price: number;
  /** The minimum refusal Add shows, or null. */
  minimumMessage: string | null;
  /** `required`: the add needs a value chosen (attributesRequired). */
  attributes: { id: string; name: string; required: boolean; values: AttributeValueState[] }[];
  multiGroups: MultiGroupState[];
}

interface MultiGroupState {
  id: string;
  name: string;
  /** The spec's "(Min: x, Max: y)". */
  label: string;
  /** multiGroupHint: a plain line where the label reads oddly, or null. */
  hint: string | null;
  /** Why none of its values can be chosen now, when they share the reason (said once for the group), or null. */
  groupReason: string | null;
  chosenCount: number;
  values: MultiValueState[];
}

/** The panel's whole view after a click: the price, the minimum message and the state of every value. */
export function optionsPanelState(
  product: Product,
  selection: OptionSelection,
  decimalPlaces: number = DEFAULT_DECIMAL_PLACES,
): OptionsPanelState {
  const index = indexOf(product);
  const facts = singleChoiceFacts(index, selection.selectedAttributes);
  const priceInMinorUnits = computePriceInMinorUnits(product, selection, decimalPlaces);
  const required = attributesRequired(product);
  const attributes = product.attributes.map((attribute) => {
    const attributeId = String(attribute.id);
    const chosenValue = ownEntry(selection.selectedAttributes, attributeId);
    const chosenValueId = chosenValue === undefined ? undefined : String(chosenValue);
    const reachable = attribute.values.map((value) => {
      const cheapest = cheapestReachableIn(index, facts, attributeId, String(value.id));
      return cheapest === Infinity ? Infinity : minorUnitsOf(index, cheapest, decimalPlaces);
    });
    const base =
      chosenValueId !== undefined && facts.combination !== undefined ? minorUnitsOf(index, facts.combination.price, decimalPlaces) : Math.min(...reachable);
    return {
      id: attributeId,
      name: attribute.name,
      required,
      values: attribute.values.map((value, position): AttributeValueState => {
        const valueId = String(value.id);
        const price = reachable[position] ?? Infinity;
        const disabled = price === Infinity;
        return {
          id: valueId,
          label: value.value,
          chosen: chosenValueId === valueId,
          disabled,
          disabledReason: disabled ? attributeReasonIn(index, facts, attributeId) : null,
          priceDifferenceInMinorUnits: disabled || price === base ? null : price - base,
        };
      }),
    };
  });
  const multiGroups = product.multi_selectable_attributes.map((group): MultiGroupState => {
    const groupIndex = index.groupsById.get(String(group.id));
    const chosen = groupIndex ? chosenMemberIds(groupIndex, selection) : [];
    const values = Object.values(group.values).map((value): MultiValueState => {
      const valueId = String(value.id);
      const valueIndex = groupIndex?.values.get(valueId);
      const cause = groupIndex && valueIndex ? multiCauseIn(facts, groupIndex, valueIndex, chosen) : 'unknown';
      return {
        id: valueId,
        label: value.value,
        chosen: chosen.includes(valueId),
        disabled: cause !== null,
        disabledReason: cause === null ? null : multiReasonIn(index, facts, groupIndex, valueIndex, cause),
        priceInMinorUnits: valueIndex ? minorUnitsOf(index, multiValueAmount(valueIndex, facts.variantId), decimalPlaces) : 0,
      };
    });
    return {
      id: String(group.id),
      name: group.name,
      label: multiGroupLabel(group),
      hint: multiGroupHint(group),
      groupReason: sharedReason(values),
      chosenCount: chosen.length,
      values,
    };
  });
  return {
    combination: facts.combination,
    variantId: facts.variantId,
    priceInMinorUnits,
    price: priceInMinorUnits / 10 ** decimalPlaces,
    minimumMessage: validateMinimums(product, selection),
    attributes,
    multiGroups,
  };
}
