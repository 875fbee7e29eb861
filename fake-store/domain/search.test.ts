import { beforeAll, describe, expect, it } from 'vitest';
import { en, Faker } from '@faker-js/faker';
import { buildCatalogue } from './seed-catalogue';
import { allowedTypos, buildSearchIndex, matchToken, search, tokenize, typoDistance, type SearchDocument } from './search';

describe('tokenize', () => {
  it.each([
    ['Margherita Pizza', ['margherita', 'pizza']],
    ['Café drinks', ['cafe', 'drinks']],
    ['  JALAPEÑO  ', ['jalapeno']],
    ['Build-Your-Own Bowl', ['build', 'your', 'own', 'bowl']],
    ['Margherita Pizza #12', ['margherita', 'pizza', '12']],
    ['Crème brûlée & co.', ['creme', 'brulee', 'co']],
    ['', []],
    ['  ,.;  ', []],
  ])('cuts %j into %j', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });
});

describe('typoDistance', () => {
  it.each([
    ['pizza', 'pizza', 0],
    ['piza', 'pizza', 1],
    ['pizzza', 'pizza', 1],
    ['pizzo', 'pizza', 1],
    ['pzi', 'piz', 1],
    ['burgre', 'burger', 1],
    ['margarita', 'margherita', 2],
    ['brgr', 'burger', 2],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(typoDistance(a, b, 3)).toBe(distance);
  });

  it('stops at the limit: anything further is limit + 1', () => {
    expect(typoDistance('salad', 'burger', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('allowedTypos', () => {
  it.each([
    [1, 0],
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [20, 2],
  ])('allows a %i-character token %i typos', (length, typos) => {
    expect(allowedTypos(length)).toBe(typos);
  });
});

describe('matchToken', () => {
  it.each([
    ['pizza', 'pizza', false, { kind: 'exact', typos: 0 }],
    ['marg', 'margherita', true, { kind: 'prefix', typos: 0 }],
    ['ma', 'margherita', false, { kind: 'prefix', typos: 0 }],
    ['m', 'margherita', true, { kind: 'prefix', typos: 0 }],
    ['m', 'margherita', false, null],
    ['piza', 'pizza', false, { kind: 'typo', typos: 1 }],
    ['burgre', 'burger', false, { kind: 'typo', typos: 1 }],
    ['chese', 'cheese', false, { kind: 'typo', typos: 1 }],
    ['margarita', 'margherita', false, { kind: 'typo', typos: 2 }],
    ['pza', 'pizza', false, null],
    ['bowel', 'burger', false, null],
    ['margaritta', 'margherita', false, null],
  ] as const)('%s against %s (last: %s) → %j', (query, name, isLast, expected) => {
    expect(matchToken(query, name, isLast)).toEqual(expected);
  });
});

const documents = (names: readonly string[], tier = 0, firstOrder = 1): SearchDocument<string>[] =>
  names.map((name, index) => ({ key: name, name, tier, order: firstOrder + index }));

const found = (names: readonly string[], query: string) => search(buildSearchIndex(documents(names)), query).map((hit) => hit.document.name);

describe('search', () => {
  const menu = ['Margherita Pizza', 'Pepperoni Pizza', 'Garden Veggie Pizza', 'Classic Burger', 'Spicy Jalapeno Burger', 'Caesar Salad', 'Iced Tea', 'Pizza Bianca'];

  it.each([
    ['an exact word', 'burger', ['Classic Burger', 'Spicy Jalapeno Burger']],
    ['a prefix of the last word', 'marg', ['Margherita Pizza']],
    ['one typo (a missing letter)', 'piza', ['Pizza Bianca', 'Margherita Pizza', 'Pepperoni Pizza', 'Garden Veggie Pizza']],
    ['one typo (an extra letter)', 'salaad', ['Caesar Salad']],
    ['one typo (two letters swapped)', 'burgre', ['Classic Burger', 'Spicy Jalapeno Burger']],
    ['two typos in a long word', 'margarita', ['Margherita Pizza']],
    ['folded accents', 'jalapeño', ['Spicy Jalapeno Burger']],
    ['any case', 'ICED TEA', ['Iced Tea']],
    ['every word somewhere in the name', 'pizza garden', ['Garden Veggie Pizza']],
    ['words in any order, the last one half typed', 'pizza pep', ['Pepperoni Pizza']],
  ])('finds %s: %j', (_, query, expected) => {
    expect(found(menu, query)).toEqual(expected);
  });

  it.each([
    ['a word no name has', 'sushi'],
    ['a word that matches, and one that does not', 'pizza sushi'],
    ['a typo in a short word (under 4 letters)', 'tae'],
    ['two typos in a word under 8 letters', 'brgr'],
    ['a one-letter word that is not the last', 'p pizza'],
  ])('finds nothing for %s (%j)', (_, query) => {
    expect(found(menu, query)).toEqual([]);
  });

  it.each(['', '   ', ' ,.; ', '#'])('matches nothing for the empty query %j, never everything', (query) => {
    expect(found(menu, query)).toEqual([]);
  });

  it('ranks exact before prefix before typo, and fewer typos first', () => {
    const names = ['Pizzas To Share', 'Pizza Oven Bread', 'Pizzo Calabrese', 'Piazza Salad'];
    // pizza: exact; pizzas: prefix; pizzo: one typo; piazza: one typo (an insertion).
    expect(found(names, 'pizza')).toEqual(['Pizza Oven Bread', 'Pizzas To Share', 'Pizzo Calabrese', 'Piazza Salad']);
    // margarita: exact; margerita: one typo; margherita: two.
    expect(found(['Margherita Pizza', 'Margarita Cocktail', 'Margerita Flatbread'], 'margarita')).toEqual(['Margarita Cocktail', 'Margerita Flatbread', 'Margherita Pizza']);
  });

  it('ranks names whose first words matched before the others', () => {
    expect(found(['Margherita Pizza', 'Pizza Bianca', 'Deep Pan Pizza'], 'pizza')).toEqual(['Pizza Bianca', 'Margherita Pizza', 'Deep Pan Pizza']);
    expect(found(['Chicken Burger Deluxe', 'Crispy Chicken Burger', 'Burger Chicken Wrap'], 'chicken burger')).toEqual([
      'Chicken Burger Deluxe',
      'Burger Chicken Wrap',
      'Crispy Chicken Burger',
    ]);
  });

  it('ranks a lower tier first when the match ties, then the lower order', () => {
    const index = buildSearchIndex([...documents(['French Fries #2', 'French Fries #1'], 1, 1001), ...documents(['Sweet Fries', 'French Fries'], 0, 21)]);
    expect(search(index, 'fries').map((hit) => hit.document.name)).toEqual(['Sweet Fries', 'French Fries', 'French Fries #2', 'French Fries #1']);
  });

  it('finds a generated copy by its number', () => {
    expect(found(['Margherita Pizza', 'Margherita Pizza #1', 'Margherita Pizza #12', 'Margherita Pizza #21'], 'margherita 12')).toEqual(['Margherita Pizza #12']);
    // The last token is a prefix: "1" is #1 and #12 (and an exact match ranks first).
    expect(found(['Margherita Pizza #12', 'Margherita Pizza #1', 'Margherita Pizza #21'], 'margherita 1')).toEqual(['Margherita Pizza #1', 'Margherita Pizza #12']);
  });
});

describe('search over the store’s 1,240 product names', () => {
  let index: ReturnType<typeof buildSearchIndex<number>>;
  let names: string[];

  beforeAll(() => {
    const faker = new Faker({ locale: [en] });
    faker.seed(1);
    const seeded = buildCatalogue(faker).products.map((product) => product.name);
    const generated = Array.from({ length: 1200 }, (_, index) => `${seeded[index % seeded.length] ?? ''} #${Math.floor(index / seeded.length) + 1}`);
    names = [...seeded, ...generated];
    index = buildSearchIndex(names.map((name, order) => ({ key: order, name, tier: order < seeded.length ? 0 : 1, order })));
  });

  it('finds every name by itself, first', () => {
    expect(names).toHaveLength(1240);
    for (const name of names) expect(search(index, name)[0]?.document.name, name).toBe(name);
  });

  it('lists a seeded product before its 30 copies', () => {
    const hits = search(index, 'margherita');
    expect(hits).toHaveLength(31);
    expect(hits.slice(0, 3).map((hit) => hit.document.name)).toEqual(['Margherita Pizza', 'Margherita Pizza #1', 'Margherita Pizza #2']);
  });

  it('answers a query in well under 10 ms', () => {
    const queries = ['marg', 'piza', 'chicken burger', 'jalapeño', 'a', 'cold brew coffee 12', 'zzzzzz', 'margarita', 'fries 3', 'sweet potatoe'];
    for (const query of queries) search(index, query);
    const startedAt = performance.now();
    for (const query of queries) search(index, query);
    expect((performance.now() - startedAt) / queries.length).toBeLessThan(10);
  });
});
