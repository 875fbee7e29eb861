import type { Faker } from '@faker-js/faker';
import type { Category } from '@/api/schemas/category.schema';
import type { MultiSelectValue, Product } from '@/api/schemas/product.schema';
import { simulatedImageUrl } from './images';
import { fromMinorUnits } from './money';

/**
 * The seeded catalogue: fixed names and option shapes (so UI tests can rely on them), with prices and
 * descriptions drawn from a seeded faker (so the numbers look real but never change between runs).
 */

type Attribute = Product['attributes'][number];
type MultiSelectableAttribute = Product['multi_selectable_attributes'][number];

interface CategoryPlan {
  name: string;
  /** Base price range in whole dollars. */
  price: readonly [number, number];
  products: readonly string[];
  /** Merchant HTML for the category's own page (get-category). */
  description: string;
  /**
   * What the generated catalogue's copies of its products are called, one word or two before the product's name
   * ("Wood-fired Margherita Pizza"): copy n takes the n-th. None repeats a word of the products' names.
   */
  copies: readonly string[];
}

const categoryPlans: readonly CategoryPlan[] = [
  {
    name: 'Pizzas',
    price: [10, 14],
    products: ['Margherita Pizza', 'Pepperoni Pizza', 'Four Cheese Pizza', 'BBQ Chicken Pizza', 'Garden Veggie Pizza'],
    description: '<p>Hand-stretched dough, proved for <strong>48 hours</strong> and baked in our stone oven.</p>',
    copies: ['Wood-fired', 'Hot Honey', 'Truffle', 'Spicy', 'Roman-style', 'Sourdough', 'Neapolitan', 'Thin-crust', 'Deep-dish', 'Garlic', 'Rocket', 'Smoked', 'Calabrian', 'Pesto', 'Sicilian', 'Detroit-style', 'Chilli Oil', 'Burrata', 'Stuffed-crust', 'Wholewheat', 'Gluten-free', 'Little', 'Family', 'Mushroom', 'Olive', 'Caramelised Onion', 'Jalapeño', 'Sun-dried Tomato', 'Anchovy', 'Chef’s'],
  },
  {
    name: 'Burgers',
    price: [9, 13],
    products: ['Classic Burger', 'Smoky Bacon Burger', 'Crispy Chicken Burger', 'Mushroom Swiss Burger', 'Spicy Jalapeno Burger'],
    description: '<p>Fresh patties smashed on the grill, in a <strong>toasted brioche bun</strong>.</p>',
    copies: ['Double', 'Triple', 'Smash', 'Truffle', 'Blue Cheese', 'Avocado', 'Pineapple', 'Fried Egg', 'Chipotle', 'Sriracha', 'Kimchi', 'Korean BBQ', 'Black Pepper', 'Pretzel Bun', 'Lettuce-wrapped', 'Junior', 'Texas', 'Nashville', 'Hawaiian', 'Guacamole', 'Cheddar', 'Pickle', 'Ranch', 'Buffalo', 'Garlic Aioli', 'Maple', 'Honey Mustard', 'Onion Jam', 'Halloumi', 'Chef’s'],
  },
  {
    name: 'Salads',
    price: [8, 12],
    products: ['Caesar Salad', 'Greek Salad', 'Cobb Salad', 'Quinoa Kale Salad', 'Caprese Salad'],
    description: '<p>Crisp leaves and <strong>dressings made in house</strong> every morning.</p>',
    copies: ['Grilled Chicken', 'Salmon', 'Shrimp', 'Tofu', 'Halloumi', 'Steak', 'Avocado', 'Roasted Beet', 'Lemon Herb', 'Mediterranean', 'Spicy', 'Warm', 'Harvest', 'Summer', 'Winter', 'Citrus', 'Pesto', 'Crispy Chickpea', 'Feta', 'Walnut', 'Pomegranate', 'Apple', 'Bacon', 'Mango', 'Sesame', 'Ginger', 'Tuna', 'Lentil', 'Little', 'Chef’s'],
  },
  {
    name: 'Bowls',
    price: [11, 15],
    products: ['Teriyaki Chicken Bowl', 'Poke Bowl', 'Burrito Bowl', 'Falafel Bowl', 'Build Your Own Bowl'],
    description: '<p>Warm grains, bright toppings and a sauce of your choice. <em>Build your own</em> if nothing fits.</p>',
    copies: ['Spicy', 'Sesame', 'Ginger', 'Coconut', 'Miso', 'Chipotle', 'Lemongrass', 'Harissa', 'Tahini', 'Sriracha', 'Green Curry', 'Korean', 'Hawaiian', 'Mexican', 'Thai', 'Greek', 'Salmon', 'Tofu', 'Shrimp', 'Steak', 'Vegan', 'Protein', 'Sweet Chilli', 'Peanut', 'Garlic', 'Lime', 'Smoky', 'Herb', 'Little', 'Chef’s'],
  },
  {
    name: 'Sides',
    price: [3, 6],
    products: ['French Fries', 'Onion Rings', 'Garlic Bread', 'Sweet Potato Fries', 'Mozzarella Sticks'],
    description: '<p>Something to share. Our fries are <strong>cut by hand</strong>.</p>',
    copies: ['Loaded', 'Cajun', 'Truffle', 'Parmesan', 'Chilli', 'Smoked Paprika', 'Rosemary', 'Sea Salt', 'Curry', 'Buffalo', 'Cheesy', 'Herb', 'Pesto', 'Spicy', 'Crispy', 'Beer-battered', 'Honey', 'Lemon Pepper', 'Chipotle', 'Ranch', 'Sriracha', 'Black Pepper', 'Za’atar', 'Bacon', 'Jalapeño', 'Sesame', 'Large', 'Small', 'Sharing', 'Chef’s'],
  },
  {
    name: 'Drinks',
    price: [2, 5],
    products: ['Fresh Lemonade', 'Iced Tea', 'Cold Brew Coffee', 'Sparkling Water', 'Mango Smoothie'],
    description: '<p>Soft drinks, smoothies and <strong>cold brew steeped for 18 hours</strong>.</p>',
    copies: ['Mint', 'Peach', 'Ginger', 'Raspberry', 'Hibiscus', 'Vanilla', 'Coconut', 'Honey', 'Lime', 'Passion Fruit', 'Elderflower', 'Cucumber', 'Strawberry', 'Blueberry', 'Lavender', 'Cherry', 'Orange', 'Pineapple', 'Watermelon', 'Rose', 'Cinnamon', 'Caramel', 'Pomegranate', 'Grapefruit', 'Blackberry', 'Basil', 'Apple', 'Large', 'Small', 'Sugar-free'],
  },
  {
    name: 'Desserts',
    price: [4, 8],
    products: ['Chocolate Brownie', 'New York Cheesecake', 'Tiramisu', 'Apple Pie', 'Vanilla Ice Cream'],
    description: '<p>Baked in our kitchen each day. <strong>Save room.</strong></p>',
    copies: ['Salted Caramel', 'Raspberry', 'Pistachio', 'Hazelnut', 'Espresso', 'Cinnamon', 'Lemon', 'Mini', 'Warm', 'Vegan', 'Gluten-free', 'Double', 'Cookie Dough', 'Honey', 'Maple', 'Coconut', 'Blueberry', 'Cherry', 'Peanut Butter', 'Orange', 'Mango', 'Matcha', 'Brown Butter', 'Toffee', 'Rum', 'Almond', 'Ginger', 'Strawberry', 'Banana', 'Chef’s'],
  },
  {
    name: 'Breakfast',
    price: [7, 12],
    products: ['Pancake Stack', 'Avocado Toast', 'Eggs Benedict', 'Breakfast Burrito', 'Granola Parfait'],
    description: '<p>Served <strong>until 11:30</strong> every day.</p>',
    copies: ['Blueberry', 'Smoked Salmon', 'Bacon', 'Spinach', 'Mushroom', 'Chorizo', 'Vegan', 'Buttermilk', 'Lemon Ricotta', 'Banana', 'Maple', 'Cinnamon', 'Sourdough', 'Chilli', 'Tomato', 'Feta', 'Halloumi', 'Ham', 'Sausage', 'Cheddar', 'Honey', 'Berry', 'Apple', 'Coconut', 'Peanut Butter', 'Protein', 'Sunrise', 'Farmhouse', 'Big', 'Little'],
  },
];

/**
 * Child categories, each under a parent (by name), with the seeded products moved into them (by name). Their
 * parent keeps listing them on its page: a category's products include its descendants'. Veggie pizzas sits two
 * levels down, so breadcrumbs and descendant lookups are tried beyond one level.
 */
interface ChildCategoryPlan {
  name: string;
  parent: string;
  products: readonly string[];
  description: string;
}

const childCategoryPlans: readonly ChildCategoryPlan[] = [
  {
    name: 'Classic pizzas',
    parent: 'Pizzas',
    products: ['Margherita Pizza', 'Pepperoni Pizza', 'Four Cheese Pizza'],
    description: '<p>The pizzas we started with, <strong>unchanged since 2009</strong>.</p>',
  },
  {
    name: 'Specialty pizzas',
    parent: 'Pizzas',
    products: ['BBQ Chicken Pizza'],
    description: '<p>Our chefs’ own combinations, <strong>new every season</strong>.</p>',
  },
  {
    name: 'Veggie pizzas',
    parent: 'Specialty pizzas',
    products: ['Garden Veggie Pizza'],
    description: '<p>No meat, <strong>all flavour</strong>.</p>',
  },
  {
    name: 'Soft drinks',
    parent: 'Drinks',
    products: ['Fresh Lemonade', 'Sparkling Water', 'Mango Smoothie'],
    description: '<p>Pressed, blended or sparkling: <strong>no added sugar</strong> in the lemonade.</p>',
  },
  {
    // An accented name: search folds accents, so "cafe" finds it.
    name: 'Café drinks',
    parent: 'Drinks',
    products: ['Iced Tea', 'Cold Brew Coffee'],
    description: '<p>Tea and coffee, <strong>served cold</strong>.</p>',
  },
];

/**
 * "Full menu": a top-level category whose products are the generated 1,200-product catalogue (ids 1001–2200,
 * fake-store/domain/catalog.ts), so a category page can be scrolled through 1,000+ products. Listed after the others.
 */
export const fullMenuCategory = {
  id: categoryPlans.length + 1,
  name: 'Full menu',
  slug: 'full-menu',
  description: '<p>Everything we cook, <strong>1,200 dishes</strong> in all: scroll as far as you like.</p>',
} as const;

/** The ids the categories get: top-level ones 1–9 (Full menu last), then the child categories from 10. */
export const firstChildCategoryId = fullMenuCategory.id + 1;

/** Products that cannot be ordered, one of them with options. */
const outOfStockProductIds: ReadonlySet<number> = new Set([19, 24, 33]);

const adjectives = ['Crispy', 'Golden', 'Hearty', 'Fresh', 'Zesty', 'Smoky', 'Creamy', 'Juicy', 'Rich', 'Light'];
const touches = ['sea salt', 'fresh herbs', 'a squeeze of lemon', 'cracked pepper', 'our house seasoning', 'toasted sesame', 'a little chilli'];
const finishes = [
  'made fresh to order',
  'a favourite of our regulars',
  'prepared with locally sourced ingredients',
  'served hot from our kitchen',
  'our chef’s take on a classic',
];

/** What copy `copy` (from 1) of the seeded product `name` is called in the generated catalogue ("Truffle Tiramisu"). */
export function copyName(name: string, copy: number): string {
  const flavour = categoryPlans.find((plan) => plan.products.includes(name))?.copies[copy - 1];
  return flavour ? `${flavour} ${name}` : `${name} ${copy}`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out option ids. Attribute, value and group ids share one counter so no two options collide. */
class IdCounter {
  #next: number;
  constructor(start: number) {
    this.#next = start;
  }
  take(): number {
    const id = this.#next;
    this.#next += 1;
    return id;
  }
}

interface BuildContext {
  faker: Faker;
  optionIds: IdCounter;
  variantIds: IdCounter;
}

/** Cents in a believable shape: whole dollars ending in .00, .49 or .99. */
function priceInCents(faker: Faker, [min, max]: readonly [number, number]): number {
  return faker.number.int({ min, max }) * 100 + faker.helpers.arrayElement([0, 49, 99]);
}

function singleChoice(context: BuildContext, name: string, values: readonly string[]): Attribute {
  return { id: context.optionIds.take(), name, values: values.map((value) => ({ id: context.optionIds.take(), value })) };
}

interface MultiValuePlan {
  value: string;
  cents: number;
  /** Single-choice value ids, one of which must be chosen for this value to be offered. */
  dependencies?: readonly number[];
  /**
   * Variant id to price in cents. A value with variant prices is offered only with the variants listed
   * (spec section 5): list every variant to offer it with all, or some to offer it with those alone.
   */
  variantCents?: ReadonlyMap<number, number>;
}

function multiChoice(
  context: BuildContext,
  name: string,
  limits: { min: number | null; max: number | null },
  plans: readonly MultiValuePlan[],
): MultiSelectableAttribute {
  const groupId = context.optionIds.take();
  const values: Record<string, MultiSelectValue> = {};
  for (const plan of plans) {
    const id = context.optionIds.take();
    values[String(id)] = {
      id,
      value: plan.value,
      price: fromMinorUnits(plan.cents),
      dependencies: [...(plan.dependencies ?? [])],
      // Variant ids go out as strings while combinations carry numbers, as the real API mixes them;
      // a client that compares ids with === instead of as strings gets caught here.
      variant_prices: [...(plan.variantCents ?? new Map<number, number>())].map(([variantId, cents]) => ({
        variant_id: String(variantId),
        price: fromMinorUnits(cents),
      })),
    };
  }
  return { id: groupId, name, min_select: limits.min, max_select: limits.max, values };
}

/** Every combination of one value per attribute, priced as base + the deltas of its values. */
function combinationsOf(
  context: BuildContext,
  baseCents: number,
  attributes: readonly Attribute[],
  deltas: ReadonlyMap<number, number>,
): Product['combinations'] {
  let rows: number[][] = [[]];
  for (const attribute of attributes) {
    rows = rows.flatMap((row) => attribute.values.map((value) => [...row, Number(value.id)]));
  }
  return rows.map((ids) => ({
    ids,
    price: fromMinorUnits(baseCents + ids.reduce((sum, id) => sum + (deltas.get(id) ?? 0), 0)),
    variant_id: context.variantIds.take(),
  }));
}

function valueId(attribute: Attribute, value: string): number {
  const found = attribute.values.find((entry) => entry.value === value);
  if (!found) throw new Error(`Seed bug: ${attribute.name} has no value ${value}`);
  return Number(found.id);
}

type Options = Pick<Product, 'attributes' | 'combinations' | 'multi_selectable_attributes'>;

const noOptions = (): Options => ({ attributes: [], combinations: [], multi_selectable_attributes: [] });

/** `largeThin: false` leaves out the Large + Thin combination, so that pair of values orders nothing. */
function pizzaOptions(context: BuildContext, baseCents: number, { largeThin }: { largeThin: boolean }): Options {
  const size = singleChoice(context, 'Size', ['Small 10"', 'Medium 12"', 'Large 14"']);
  const crust = singleChoice(context, 'Crust', ['Thin', 'Classic']);
  const sizeDeltas = [0, 300, 600];
  const deltas = new Map<number, number>(size.values.map((value, index) => [Number(value.id), sizeDeltas[index] ?? 0]));
  deltas.set(valueId(crust, 'Classic'), 100);
  const largeThinIds = [valueId(size, 'Large 14"'), valueId(crust, 'Thin')];
  const combinations = combinationsOf(context, baseCents, [size, crust], deltas).filter(
    (combination) => largeThin || !largeThinIds.every((id) => combination.ids.includes(id)),
  );
  // Toppings cost more on bigger pizzas: a variant price for every combination.
  const toppingCents = new Map<number, number>(
    combinations.map((combination) => {
      const sizeIndex = size.values.findIndex((value) => combination.ids.includes(Number(value.id)));
      return [Number(combination.variant_id), [100, 150, 200][sizeIndex] ?? 100];
    }),
  );
  const toppings = multiChoice(
    context,
    'Extra toppings',
    { min: null, max: 3 },
    ['Olives', 'Mushrooms', 'Jalapenos', 'Extra cheese'].map((value) => ({ value, cents: 100, variantCents: toppingCents })),
  );
  // Only large pizzas take the truffle drizzle: variant prices for the Large combinations alone.
  const truffleCents = new Map<number, number>(
    combinations
      .filter((combination) => combination.ids.includes(valueId(size, 'Large 14"')))
      .map((combination) => [Number(combination.variant_id), 300]),
  );
  const extras = multiChoice(context, 'Extras', { min: null, max: null }, [
    { value: 'Garlic dip', cents: 75 },
    { value: 'Ranch dip', cents: 75 },
    { value: 'Cheese-stuffed crust', cents: 250, dependencies: [valueId(crust, 'Classic')] },
    { value: 'Truffle oil drizzle', cents: 300, variantCents: truffleCents },
  ]);
  return { attributes: [size, crust], combinations, multi_selectable_attributes: [toppings, extras] };
}

function burgerOptions(context: BuildContext, baseCents: number): Options {
  const patty = singleChoice(context, 'Patty', ['Beef', 'Chicken', 'Plant-based']);
  const deltas = new Map<number, number>([
    [valueId(patty, 'Chicken'), -50],
    [valueId(patty, 'Plant-based'), 100],
  ]);
  const sauces = multiChoice(context, 'Sauces', { min: 1, max: 2 }, [
    { value: 'Ketchup', cents: 0 },
    { value: 'Mayo', cents: 0 },
    { value: 'Chipotle mayo', cents: 50 },
    { value: 'BBQ sauce', cents: 50 },
  ]);
  const addOns = multiChoice(context, 'Add-ons', { min: null, max: 3 }, [
    { value: 'Bacon', cents: 150, dependencies: [valueId(patty, 'Beef'), valueId(patty, 'Chicken')] },
    { value: 'Cheddar', cents: 100 },
    { value: 'Fried egg', cents: 125 },
  ]);
  return {
    attributes: [patty],
    combinations: combinationsOf(context, baseCents, [patty], deltas),
    multi_selectable_attributes: [sauces, addOns],
  };
}

function saladOptions(context: BuildContext): Options {
  const dressing = multiChoice(context, 'Dressing', { min: 1, max: 1 }, [
    { value: 'House vinaigrette', cents: 0 },
    { value: 'Caesar', cents: 0 },
    { value: 'Ranch', cents: 0 },
  ]);
  const protein = multiChoice(context, 'Add protein', { min: null, max: 2 }, [
    { value: 'Grilled chicken', cents: 300 },
    { value: 'Shrimp', cents: 450 },
    { value: 'Tofu', cents: 250 },
  ]);
  return { attributes: [], combinations: [], multi_selectable_attributes: [dressing, protein] };
}

function bowlOptions(context: BuildContext, baseCents: number): Options {
  const base = singleChoice(context, 'Base', ['White rice', 'Brown rice', 'Quinoa']);
  const deltas = new Map<number, number>([[valueId(base, 'Quinoa'), 100]]);
  const toppings = multiChoice(context, 'Toppings', { min: 2, max: 4 }, [
    { value: 'Avocado', cents: 150 },
    { value: 'Edamame', cents: 75 },
    { value: 'Corn', cents: 50 },
    { value: 'Pickled onions', cents: 50 },
    { value: 'Kimchi', cents: 75 },
  ]);
  // A minimum without a maximum: "(Min: 1, Max: unlimited)".
  const sauces = multiChoice(context, 'Sauces', { min: 1, max: null }, [
    { value: 'Teriyaki glaze', cents: 0 },
    { value: 'Sriracha mayo', cents: 25 },
    { value: 'Sesame ginger', cents: 25 },
  ]);
  return {
    attributes: [base],
    combinations: combinationsOf(context, baseCents, [base], deltas),
    multi_selectable_attributes: [toppings, sauces],
  };
}

/**
 * Build Your Own Bowl: eleven two-way choices, so 2^11 = 2,048 combinations, every one orderable. The
 * largest option table of the store, for the options engine's speed and the panel's behaviour at scale.
 */
function buildYourOwnBowlOptions(context: BuildContext, baseCents: number): Options {
  const choices: ReadonlyArray<readonly [string, string, string, number]> = [
    // name, first value, second value, extra cents of the second value
    ['Size', 'Regular', 'Large', 300],
    ['Base', 'White rice', 'Brown rice', 50],
    ['Protein', 'Grilled chicken', 'Crispy tofu', 0],
    ['Sauce', 'Teriyaki', 'Spicy mayo', 0],
    ['Greens', 'Spinach', 'Kale', 25],
    ['Crunch', 'Sesame seeds', 'Crispy onions', 25],
    ['Pickles', 'Pickled ginger', 'Pickled red onion', 0],
    ['Heat', 'Mild', 'Hot', 0],
    ['Egg', 'No egg', 'Soft-boiled egg', 125],
    ['Herbs', 'Coriander', 'Thai basil', 0],
    ['Finish', 'Lime wedge', 'Nori strips', 25],
  ];
  const attributes = choices.map(([name, first, second]) => singleChoice(context, name, [first, second]));
  const deltas = new Map<number, number>(
    attributes.map((attribute, index) => [Number(attribute.values[1]?.id), choices[index]?.[3] ?? 0]),
  );
  const protein = attributes[2];
  if (!protein) throw new Error('Seed bug: the bowl has no protein choice');
  const addOns = multiChoice(context, 'Add-ons', { min: null, max: 2 }, [
    { value: 'Double chicken', cents: 300, dependencies: [valueId(protein, 'Grilled chicken')] },
    { value: 'Avocado', cents: 150 },
    { value: 'Miso soup', cents: 200 },
  ]);
  return { attributes, combinations: combinationsOf(context, baseCents, attributes, deltas), multi_selectable_attributes: [addOns] };
}

function drinkOptions(context: BuildContext, baseCents: number): Options {
  const size = singleChoice(context, 'Size', ['Regular', 'Large']);
  const deltas = new Map<number, number>([[valueId(size, 'Large'), 100]]);
  return { attributes: [size], combinations: combinationsOf(context, baseCents, [size], deltas), multi_selectable_attributes: [] };
}

function unlimitedExtras(context: BuildContext, name: string, plans: readonly MultiValuePlan[]): Options {
  return { attributes: [], combinations: [], multi_selectable_attributes: [multiChoice(context, name, { min: null, max: null }, plans)] };
}

function optionsFor(context: BuildContext, productId: number, baseCents: number): Options {
  if (productId <= 5) return pizzaOptions(context, baseCents, { largeThin: productId !== 5 });
  if (productId <= 10) return burgerOptions(context, baseCents);
  if (productId <= 15) return saladOptions(context);
  if (productId === 20) return buildYourOwnBowlOptions(context, baseCents);
  if (productId <= 20) return bowlOptions(context, baseCents);
  if (productId === 23) return unlimitedExtras(context, 'Extras', [{ value: 'Melted mozzarella', cents: 100 }, { value: 'Marinara dip', cents: 75 }]);
  if (productId >= 26 && productId <= 30 && productId !== 29) return drinkOptions(context, baseCents);
  if (productId === 36) {
    return unlimitedExtras(context, 'Toppings', [
      { value: 'Maple syrup', cents: 0 },
      { value: 'Berries', cents: 150 },
      { value: 'Whipped cream', cents: 75 },
    ]);
  }
  return noOptions();
}

function describe(faker: Faker, name: string): string {
  const adjective = faker.helpers.arrayElement(adjectives);
  const touch = faker.helpers.arrayElement(touches);
  return `${adjective} ${name.toLowerCase()} with ${touch}, ${faker.helpers.arrayElement(finishes)}.`;
}

/** A category as the store keeps it: the list's fields plus its page's description. */
export type SeededCategory = Category & { description: string | null };

export interface Catalogue {
  categories: SeededCategory[];
  products: Product[];
}

function categoryRecord(id: number, name: string, parentId: number | null, position: number, description: string): SeededCategory {
  const slug = slugify(name);
  return {
    id,
    name,
    slug,
    image: simulatedImageUrl(`category-${slug}`, { width: 400, height: 400 }),
    image_alt: name,
    parent_id: parentId,
    position,
    description,
  };
}

/** The seeded categories: the 8 top-level ones of the plan, Full menu, then the child categories. */
function buildCategories(): SeededCategory[] {
  const categories = categoryPlans.map((plan, index) => categoryRecord(index + 1, plan.name, null, index + 1, plan.description));
  categories.push(categoryRecord(fullMenuCategory.id, fullMenuCategory.name, null, fullMenuCategory.id, fullMenuCategory.description));
  const positions = new Map<number, number>();
  childCategoryPlans.forEach((plan, index) => {
    const parent = categories.find((category) => category.name === plan.parent);
    if (!parent) throw new Error(`Seed bug: ${plan.name} has no parent ${plan.parent}`);
    const parentId = Number(parent.id);
    const position = (positions.get(parentId) ?? 0) + 1;
    positions.set(parentId, position);
    categories.push(categoryRecord(firstChildCategoryId + index, plan.name, parentId, position, plan.description));
  });
  return categories;
}

/**
 * Builds the categories and the 40 products. Product ids run 1–40, five per top-level category in the order
 * above; a product named by a child category's plan lives in that child instead.
 */
export function buildCatalogue(faker: Faker): Catalogue {
  const context: BuildContext = { faker, optionIds: new IdCounter(1001), variantIds: new IdCounter(501) };
  const categories = buildCategories();
  const products: Product[] = [];
  const childOf = new Map<string, number>();
  for (const plan of childCategoryPlans) {
    const child = categories.find((category) => category.name === plan.name);
    for (const name of plan.products) if (child) childOf.set(name, Number(child.id));
  }

  categoryPlans.forEach((plan, categoryIndex) => {
    const categoryId = categoryIndex + 1;
    plan.products.forEach((name, productIndex) => {
      const id = categoryIndex * plan.products.length + productIndex + 1;
      const slug = slugify(name);
      const baseCents = priceInCents(faker, plan.price);
      // Every fourth product is on sale: its original price is shown struck through.
      const originalCents = id % 4 === 0 ? baseCents + faker.number.int({ min: 1, max: 4 }) * 100 : null;
      products.push({
        id,
        name,
        slug,
        description: describe(faker, name),
        image: simulatedImageUrl(slug, { width: 600, height: 600 }),
        image_alt: name,
        category_id: childOf.get(name) ?? categoryId,
        selling_price: fromMinorUnits(baseCents),
        original_price: originalCents === null ? null : fromMinorUnits(originalCents),
        in_stock: !outOfStockProductIds.has(id),
        ...optionsFor(context, id, baseCents),
      });
    });
  });

  return { categories, products };
}
