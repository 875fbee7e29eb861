/**
 * The product options panel's state (spec section 3, `productDrawer`) and its transitions (spec section 4,
 * "Attribute choice"; section 5, the minimum refusal). The rules themselves live in src/domain/product-options.ts;
 * this model only applies them to what the shopper does and hands a valid selection to the cart model.
 *
 * Pre-selection and the refusals of Add are options-form.lib.ts's, shared with the product page: nothing is chosen
 * on open but a single-choice attribute with exactly one value.
 */
import { combine, createEvent, createStore, sample } from 'effector';
import type { Id } from '@/api/schemas/common.schema';
import type { Product } from '@/api/schemas/product.schema';
import { wireCartAdd, type CartAddDecision } from '@/models/cart/cart-add-wiring';
import { createUuid } from '@/models/session/guest-id.lib';
import { $siteSettings } from '@/models/site/site.model';
import { moneyFormatFromSettings } from '@/domain/money';
import { ADD_FAILED_MESSAGE, addRefusal, initialSelection, type OptionsNotice } from './options-form.lib';
import { productDrawerOpened } from './product-drawer.events';
import { chooseAttributeValue, computePrice, currentVariantId, toggleMultiValue, type OptionSelection } from '../../domain/product-options';

// The panel's importers know this name from here.
export { ADD_FAILED_MESSAGE };

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

/** What the panel says about the shopper's last action (the words every options form shares). */
type ProductDrawerNotice = OptionsNotice;

/** The panel's add: idle, or waiting for the cart's answer to one request. */
type ProductDrawerAdd = { status: 'idle' } | { status: 'adding'; requestId: string };

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
const $drawerDecimalPlaces = $siteSettings.map((settings) => moneyFormatFromSettings(settings).decimalPlaces);

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

type MultiValueAnswer =
  | { status: 'changed'; state: ProductDrawerState }
  | { status: 'refused'; notice: ProductDrawerNotice };

function decideAdd(state: ProductDrawerState, add: ProductDrawerAdd): CartAddDecision<ProductDrawerNotice> {
  const product = state.currentProduct;
  // A second press while the first add runs would add the product twice.
  if (!product || add.status === 'adding') return { kind: 'ignored' };
  const selection = selectionOf(state);
  const refusal = addRefusal(product, selection);
  if (refusal !== null) return { kind: 'refused', notice: refusal };
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
// The refusal, the wait for the cart's answer to this panel's add, and a failure's notice are every options form's.
const { added } = wireCartAdd({ decided: addDecided, add: $drawerAdd, notice: $drawerNotice });
// When the cart added it, the panel closes.
sample({ clock: added, target: productDrawerClosed });
