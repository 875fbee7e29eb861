/**
 * The product options panel's state (spec section 3, `productDrawer`) and its transitions (spec section 4,
 * "Attribute choice"; section 5, the minimum refusal). The rules themselves live in product-options.lib.ts;
 * this model only applies them to what the shopper does and hands a valid selection to the cart model.
 *
 * Pre-selection: nothing is chosen on open, except a single-choice attribute with exactly one value (there is
 * nothing to decide, and the shopper could not add without it); multi-choice groups always start empty, even a
 * group with one value, since choosing an add-on costs money.
 */
import { combine, createEvent, createStore, sample } from 'effector';
import type { Id } from '@/api/schemas/common.schema';
import type { Product } from '@/api/schemas/product.schema';
import { cartAddRequested, cartAddSettled } from '@/models/cart/cart.model';
import { createUuid } from '@/models/session/guest-id.lib';
import { $siteSettings } from '@/models/site/site.model';
import { moneyFormatFromSettings } from '@/shared/lib/money';
import { productDrawerOpened } from './product-drawer.events';
import {
  chooseAttributeValue,
  computePrice,
  currentVariantId,
  emptySelection,
  isAttributeValueDisabled,
  toggleMultiValue,
  validateMinimums,
  validateSelection,
  type OptionSelection,
} from './product-options.lib';

/** The productDrawer slice of spec section 3. */
export interface ProductDrawerState {
  currentProduct: Product | null;
  selectedAttributes: Record<string, string>;
  selectedMultiAttributes: Record<string, string[]>;
  /** The unit price of the current selection, in the store's currency (major units). */
  drawerPrice: number;
  /** The variant of the matching combination, or null while the chosen values match none. */
  variant_id: string | null;
  /** Whether the panel is open; the spec's name, and the same flag for the mobile drawer. */
  desktopDialogOpen: boolean;
}

/**
 * What the panel says about the shopper's last action, next to the part it concerns:
 * - `refused`: a multi-choice value could not be added (the group's maximum, above all), shown in its group;
 * - `minimum`: Add was refused because a group's minimum is not met (the spec's exact message);
 * - `incomplete`: Add was refused for another reason the server would refuse it (an attribute left unchosen);
 * - `failed`: the cart refused or failed the add (the server's message).
 */
export type ProductDrawerNotice =
  | { kind: 'refused'; groupId: string; message: string }
  | { kind: 'minimum'; groupId: string | null; message: string }
  | { kind: 'incomplete'; message: string }
  | { kind: 'failed'; message: string };

/** The panel's add: idle, or waiting for the cart's answer to one request. */
export type ProductDrawerAdd = { status: 'idle' } | { status: 'adding'; requestId: string };

/** Said when the cart gives no message of its own. */
export const ADD_FAILED_MESSAGE = 'Could not add to the cart. Please try again.';

export const initialProductDrawer: ProductDrawerState = {
  currentProduct: null,
  selectedAttributes: {},
  selectedMultiAttributes: {},
  drawerPrice: 0,
  variant_id: null,
  desktopDialogOpen: false,
};

const idleAdd: ProductDrawerAdd = { status: 'idle' };

// ---------------------------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------------------------

export { productDrawerOpened };
/** The panel closed: its close button, Escape, the back button, or an add that succeeded. */
export const productDrawerClosed = createEvent();
/** A single-choice value was chosen. */
export const drawerAttributeChosen = createEvent<{ attributeId: Id; valueId: Id }>();
/** A multi-choice value was ticked or unticked. */
export const drawerMultiValueToggled = createEvent<{ groupId: Id; valueId: Id }>();
/** The shopper pressed Add. */
export const drawerAddRequested = createEvent();

// ---------------------------------------------------------------------------------------------------------------
// Stores
// ---------------------------------------------------------------------------------------------------------------

export const $productDrawer = createStore<ProductDrawerState>(initialProductDrawer);
export const $drawerAdd = createStore<ProductDrawerAdd>(idleAdd);
export const $drawerNotice = createStore<ProductDrawerNotice | null>(null);
/** The decimal places prices are computed in: the store's, so the panel's sums match the prices it shows. */
export const $drawerDecimalPlaces = $siteSettings.map((settings) => moneyFormatFromSettings(settings).decimalPlaces);

const $drawerSource = combine({ drawer: $productDrawer, decimalPlaces: $drawerDecimalPlaces });

// ---------------------------------------------------------------------------------------------------------------
// Pure steps
// ---------------------------------------------------------------------------------------------------------------

function selectionOf(state: ProductDrawerState): OptionSelection {
  return { selectedAttributes: state.selectedAttributes, selectedMultiAttributes: state.selectedMultiAttributes };
}

/** The state for a product and a selection: price and variant always follow the selection. */
function withSelection(product: Product, selection: OptionSelection, decimalPlaces: number): ProductDrawerState {
  return {
    currentProduct: product,
    selectedAttributes: selection.selectedAttributes,
    selectedMultiAttributes: selection.selectedMultiAttributes,
    drawerPrice: computePrice(product, selection, decimalPlaces),
    variant_id: currentVariantId(product, selection),
    desktopDialogOpen: true,
  };
}

/** The selection a product opens with: each attribute with exactly one value has it chosen, when available. */
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

type MultiValueAnswer =
  | { status: 'changed'; state: ProductDrawerState }
  | { status: 'refused'; notice: ProductDrawerNotice };

type AddDecision =
  | { kind: 'ignored' }
  | { kind: 'refused'; notice: ProductDrawerNotice }
  | { kind: 'sent'; request: { requestId: string; product_id: Id; quantity: number; selection: OptionSelection } };

function decideAdd(state: ProductDrawerState, add: ProductDrawerAdd): AddDecision {
  const product = state.currentProduct;
  // A second press while the first add runs would add the product twice.
  if (!product || add.status === 'adding') return { kind: 'ignored' };
  const selection = selectionOf(state);
  // The minimum comes first: it is the refusal the spec names, whatever else is missing.
  const minimum = validateMinimums(product, selection);
  if (minimum !== null) return { kind: 'refused', notice: { kind: 'minimum', groupId: groupBelowMinimum(product, selection), message: minimum } };
  // Anything else the server would refuse (an attribute left unchosen) is said here rather than after a round trip.
  const invalid = validateSelection(product, selection);
  if (invalid !== null) return { kind: 'refused', notice: { kind: 'incomplete', message: invalid } };
  // The request id ties the cart's answer to this press; it is a fresh token, not state, hence made here.
  return { kind: 'sent', request: { requestId: createUuid(), product_id: product.id, quantity: 1, selection } };
}

// ---------------------------------------------------------------------------------------------------------------
// Logic
// ---------------------------------------------------------------------------------------------------------------

// When a product's options are asked for, start from its initial selection, with nothing pending or said.
sample({
  clock: productDrawerOpened,
  source: $drawerDecimalPlaces,
  fn: (decimalPlaces, product) => withSelection(product, initialSelection(product), decimalPlaces),
  target: $productDrawer,
});
$drawerAdd.reset([productDrawerOpened, productDrawerClosed]);
$drawerNotice.reset([productDrawerOpened, productDrawerClosed]);

// When the panel closes, forget the product and the selection.
$productDrawer.reset(productDrawerClosed);

// When a single-choice value is chosen, every multi-choice selection resets and price and variant follow.
const attributeChosen = sample({
  clock: drawerAttributeChosen,
  source: $drawerSource,
  filter: ({ drawer }) => drawer.currentProduct !== null,
  fn: ({ drawer, decimalPlaces }, { attributeId, valueId }) => {
    const product = drawer.currentProduct as Product;
    return withSelection(product, chooseAttributeValue(product, selectionOf(drawer), attributeId, valueId), decimalPlaces);
  },
});
sample({ clock: attributeChosen, target: $productDrawer });

// When a multi-choice value is toggled, ask the engine: it changes the selection or says why it cannot.
const multiValueAnswered = sample({
  clock: drawerMultiValueToggled,
  source: $drawerSource,
  filter: ({ drawer }) => drawer.currentProduct !== null,
  fn: ({ drawer, decimalPlaces }, { groupId, valueId }): MultiValueAnswer => {
    const product = drawer.currentProduct as Product;
    const answer = toggleMultiValue(product, selectionOf(drawer), groupId, valueId);
    return answer.status === 'changed'
      ? { status: 'changed', state: withSelection(product, answer.selection, decimalPlaces) }
      : { status: 'refused', notice: { kind: 'refused', groupId: String(groupId), message: answer.reason } };
  },
});
// When the toggle changed the selection, keep it (price and variant recomputed).
const multiValueChanged = multiValueAnswered.filterMap((answer) => (answer.status === 'changed' ? answer.state : undefined));
sample({ clock: multiValueChanged, target: $productDrawer });
// When the toggle was refused (the maximum reached), say why beside the group.
sample({
  clock: multiValueAnswered.filterMap((answer) => (answer.status === 'refused' ? answer.notice : undefined)),
  target: $drawerNotice,
});

// When the selection changes, an earlier refusal no longer applies.
$drawerNotice.reset([attributeChosen, multiValueChanged]);

// When Add is pressed, refuse with the reason, ignore a second press, or send the add to the cart.
const addDecided = sample({
  clock: drawerAddRequested,
  source: { drawer: $productDrawer, add: $drawerAdd },
  fn: ({ drawer, add }) => decideAdd(drawer, add),
});
// When Add is refused, say why in the panel.
sample({
  clock: addDecided.filterMap((decision) => (decision.kind === 'refused' ? decision.notice : undefined)),
  target: $drawerNotice,
});
const addSent = addDecided.filterMap((decision) => (decision.kind === 'sent' ? decision.request : undefined));
// When the add is sent, the panel waits for its answer ("Adding...") and the cart queues it.
sample({ clock: addSent, fn: ({ requestId }): ProductDrawerAdd => ({ status: 'adding', requestId }), target: $drawerAdd });
sample({ clock: addSent, fn: () => null, target: $drawerNotice });
sample({ clock: addSent, target: cartAddRequested });

// When the cart answers this panel's add (an answer for an add of a panel since closed is not ours)...
const ownAddSettled = sample({
  clock: cartAddSettled,
  source: $drawerAdd,
  filter: (add, settled) => add.status === 'adding' && add.requestId === settled.requestId,
  fn: (_, settled) => settled,
});
// ...and it was added, the panel closes;
sample({ clock: ownAddSettled, filter: (settled) => settled.ok, fn: () => undefined, target: productDrawerClosed });
// ...and it was not, the panel stays open with the selection, ready to try again, and says why.
sample({ clock: ownAddSettled, filter: (settled) => !settled.ok, fn: (): ProductDrawerAdd => idleAdd, target: $drawerAdd });
sample({
  clock: ownAddSettled,
  filter: (settled) => !settled.ok,
  fn: (settled): ProductDrawerNotice | null => ({ kind: 'failed', message: settled.message ?? ADD_FAILED_MESSAGE }),
  target: $drawerNotice,
});
