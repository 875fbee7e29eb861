import type { EmojiName } from './food-art.generated';

/**
 * What each seeded picture shows, drawn from Microsoft's Fluent Emoji (food-art.generated.ts): the dish on its plate,
 * a few of its ingredients around it, and for a banner several dishes of its theme. A picture holds no words: its
 * words are the alt text and the page's own headings.
 */

/** How the main illustration is served: on a plate, or standing (a drink, a gift). */
export type Serving = 'plate' | 'standing';

export interface DishArt {
  main: EmojiName;
  /** Drawn smaller around the main one; a picture takes two, chosen by its name. */
  accents: readonly EmojiName[];
  serving: Serving;
}

const dish = (main: EmojiName, accents: readonly EmojiName[], serving: Serving = 'plate'): DishArt => ({ main, accents, serving });

/**
 * Matched against a picture's name in order, the first whose words it holds wins ("garlic-bread" before "bread").
 * Keys are words of the names the seed gives its products, categories and banners.
 */
const dishRules: readonly (readonly [words: readonly string[], art: DishArt])[] = [
  [['pizza'], dish('pizza', ['tomato', 'olive', 'cheese-wedge', 'hot-pepper'])],
  [['burger'], dish('hamburger', ['french-fries', 'tomato', 'onion', 'bacon'])],
  [['sweet', 'potato'], dish('roasted-sweet-potato', ['salt', 'garlic'])],
  [['fries'], dish('french-fries', ['salt', 'tomato'])],
  [['onion'], dish('onion', ['salt', 'hot-pepper'])],
  [['garlic'], dish('baguette-bread', ['garlic', 'butter'])],
  [['mozzarella'], dish('cheese-wedge', ['tomato', 'olive'])],
  [['caesar'], dish('green-salad', ['egg', 'bacon', 'cheese-wedge'])],
  [['greek'], dish('green-salad', ['olive', 'tomato', 'cucumber'])],
  [['caprese'], dish('tomato', ['cheese-wedge', 'olive'])],
  [['salad'], dish('green-salad', ['avocado', 'tomato', 'cucumber', 'egg'])],
  [['teriyaki'], dish('poultry-leg', ['cooked-rice', 'cucumber'])],
  [['poke'], dish('sushi', ['avocado', 'cucumber', 'cooked-rice'])],
  [['falafel'], dish('falafel', ['stuffed-flatbread', 'tomato'])],
  [['burrito'], dish('burrito', ['avocado', 'hot-pepper', 'tomato', 'egg'])],
  [['bowl'], dish('steaming-bowl', ['cooked-rice', 'avocado', 'egg'])],
  [['lemonade'], dish('cup-with-straw', ['lemon', 'ice'], 'standing')],
  [['tea'], dish('bubble-tea', ['lemon', 'ice'], 'standing')],
  [['coffee'], dish('hot-beverage', ['cookie', 'croissant'], 'standing')],
  [['water'], dish('tumbler-glass', ['lemon', 'ice'], 'standing')],
  [['smoothie'], dish('tropical-drink', ['mango', 'banana', 'strawberry'], 'standing')],
  [['drinks'], dish('tropical-drink', ['lemon', 'hot-beverage', 'cup-with-straw'], 'standing')],
  [['brownie'], dish('chocolate-bar', ['cookie', 'glass-of-milk'])],
  [['cheesecake'], dish('shortcake', ['strawberry', 'cherries'])],
  [['tiramisu'], dish('custard', ['hot-beverage', 'cookie'])],
  [['pie'], dish('pie', ['red-apple', 'ice-cream'])],
  [['ice', 'cream'], dish('ice-cream', ['cherries', 'cookie'])],
  [['desserts'], dish('shortcake', ['ice-cream', 'doughnut', 'cookie'])],
  [['pancake'], dish('pancakes', ['strawberry', 'honey-pot', 'butter'])],
  [['avocado'], dish('avocado', ['bread', 'egg'])],
  [['eggs'], dish('cooking', ['bacon', 'bread'])],
  [['granola'], dish('bowl-with-spoon', ['strawberry', 'banana', 'honey-pot'])],
  [['breakfast'], dish('cooking', ['croissant', 'pancakes', 'bacon'])],
  [['sides'], dish('french-fries', ['onion', 'baguette-bread', 'cheese-wedge'])],
];

/** A dish the rules do not know: a served plate. */
const anyDish = dish('fork-and-knife-with-plate', ['tomato', 'bread']);

/** Banners and the store's own pictures: several illustrations of one theme, no plate. */
const bannerRules: readonly (readonly [words: readonly string[], art: readonly EmojiName[]])[] = [
  [['salads'], ['green-salad', 'avocado', 'tomato', 'lemon']],
  [['pizza'], ['pizza', 'tomato', 'cheese-wedge', 'olive']],
  [['gift'], ['wrapped-gift', 'sparkles', 'shortcake']],
  [['delivery'], ['motor-scooter', 'hamburger', 'pizza']],
  [['bowls'], ['steaming-bowl', 'pot-of-food', 'curry-rice']],
  [['tiramisu'], ['custard', 'hot-beverage', 'cookie']],
  [['story'], ['cooking', 'baguette-bread', 'tomato', 'garlic']],
  [['catering'], ['shallow-pan-of-food', 'sandwich', 'party-popper', 'tropical-drink']],
  [['summer'], ['tropical-drink', 'watermelon', 'ice-cream', 'lemon']],
];

/** The store's own picture (its social card) and any banner the rules do not know: a spread of its best sellers. */
const storeSpread: readonly EmojiName[] = ['pizza', 'hamburger', 'green-salad', 'tropical-drink'];

/** Laid beside a dish in the gallery's "as served" view. */
export const cutlery: EmojiName = 'fork-and-knife';

const wordsOf = (name: string) => new Set(name.toLowerCase().split(/[^a-z]+/).filter(Boolean));

/** Whether the name holds every word, a plural ("pizzas") counting as its word. */
function holds(words: ReadonlySet<string>, wanted: readonly string[]): boolean {
  return wanted.every((word) => words.has(word) || words.has(`${word}s`) || words.has(`${word}es`));
}

export function dishArtFor(name: string): DishArt {
  const words = wordsOf(name);
  return dishRules.find(([wanted]) => holds(words, wanted))?.[1] ?? anyDish;
}

export function bannerArtFor(name: string): readonly EmojiName[] {
  const words = wordsOf(name);
  return bannerRules.find(([wanted]) => holds(words, wanted))?.[1] ?? storeSpread;
}

/** Every illustration a picture may use: what `scripts/food-art.ts` copies out of the package. */
export function emojiUsed(): EmojiName[] {
  const names = new Set<EmojiName>([...anyDish.accents, anyDish.main, ...storeSpread, cutlery]);
  for (const [, art] of dishRules) for (const name of [art.main, ...art.accents]) names.add(name);
  for (const [, art] of bannerRules) for (const name of art) names.add(name);
  return [...names].sort();
}
