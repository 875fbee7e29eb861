import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { callList } from '@/api/calls';
import { droppedFrom, parseAnswer } from '@/api/client';
import { describeDrops, describeIssues } from '@/api/schemas/tolerance';

/*
 * The tolerant reader against the shapes a real (PHP/Laravel-style) backend sends, one table per resource
 * (decisions/0015-tolerant-api-boundary.md). Every answer goes through `parseAnswer`, the client's own path,
 * with the schema `callList` names for the call, so these tables read answers exactly as the storefront does.
 */

interface Row {
  /** What the backend does, in words. */
  title: string;
  raw: unknown;
  /** What the storefront keeps (matched with toMatchObject: the fields named must be there, equal). */
  kept: Record<string, unknown>;
  /** What it leaves out and reports: path, and a pattern for why. */
  dropped: readonly (readonly [path: string, why: RegExp])[];
}

interface Failure {
  title: string;
  raw: unknown;
  /** The path (or the fault) the error message must name. */
  names: RegExp;
}

function callNamed(id: string) {
  const call = callList.find((candidate) => candidate.id === id);
  if (!call) throw new Error(`no call ${id} in callList`);
  return { name: `${call.method.toUpperCase()} ${call.path}`, schema: call.answer.schema };
}

function describeAnswers(id: string, rows: readonly Row[], failures: readonly Failure[]) {
  const { name, schema } = callNamed(id);

  describe(name, () => {
    it.each(rows)('$title', ({ raw, kept, dropped }) => {
      const answer: unknown = parseAnswer(schema, raw, name);
      expect(answer).toMatchObject(kept);
      const report = droppedFrom(answer);
      if (dropped.length === 0) {
        expect(report).toBeNull();
        return;
      }
      expect(report?.call).toBe(name);
      const described = describeDrops(report?.dropped ?? []);
      expect(described.map((part) => part.path)).toEqual(dropped.map(([path]) => path));
      described.forEach((part, index) => expect(part.message).toMatch(dropped[index]![1]));
    });

    it.each(failures)('fails when $title, naming it', ({ raw, names }) => {
      let error: unknown;
      try {
        parseAnswer(schema, raw, name);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'invalid-response' });
      expect((error as ApiError).message).toContain(`Unexpected answer from ${name}: `);
      // The error names where; the words (loaded only when needed) say why.
      const { issues } = error as ApiError;
      for (const issue of issues) expect((error as ApiError).message).toContain(issue.path.join('.') || '(top level)');
      expect(describeIssues(issues, raw)).toMatch(names);
    });
  });
}

const notAnObject: Failure[] = [
  { title: 'the answer is an HTML error page', raw: '<html>Bad gateway</html>', names: /expected object, got the string "<html>Bad gateway<\/html>"/ },
  { title: 'the answer is null', raw: null, names: /expected object, got null/ },
  { title: 'the answer is a list', raw: [], names: /expected object, got an array/ },
];


/** A product as a Laravel backend might write it: strings for numbers, 0/1 flags, nulls for empty text. */
const phpProduct = {
  id: 1,
  name: 'Margherita Pizza',
  slug: 'margherita-pizza',
  description: null,
  image: null,
  image_alt: null,
  category_id: '3',
  selling_price: '12.50',
  original_price: '',
  in_stock: 1,
};

describe('the tolerant reader on real-backend answers', () => {
  describeAnswers(
    'getSiteData',
    [
      {
        title: 'drops layout entries that are null, {}, a string or of an unknown type; keeps one without data; reads a string position',
        raw: {
          layout: [
            null,
            {},
            'banner_slider',
            { id: 4, code: 'banner_slider', type: 'designElement', data: { slides: [] }, settings: {}, position: '2' },
            { id: '5', code: 'text_block', type: 'designElement', position: 1 },
            { id: 6, code: 'ticker', type: 'widget', data: {}, settings: {}, position: 3 },
          ],
          settings: { storeName: 'Luigi’s' },
        },
        kept: {
          layout: [
            { id: 4, code: 'banner_slider', type: 'designElement', data: { slides: [] }, position: 2 },
            { id: '5', code: 'text_block', type: 'designElement', position: 1, uniqueId: null },
          ],
          settings: { storeName: 'Luigi’s' },
          branches: { branches: [], selected_branch: null },
        },
        dropped: [
          ['layout.0', /^dropped: expected object, got null$/],
          ['layout.1', /^dropped: id: expected number or string, got nothing; type: .*got nothing/],
          ['layout.2', /^dropped: expected object, got the string "banner_slider"$/],
          ['layout.5', /^dropped: type: expected "designElement" or "plugin", got the string "widget"$/],
        ],
      },
      {
        title: 'reads branches with 0/1 flags and string ids, drops a nameless one, and reads a broken selected branch as none',
        raw: {
          layout: [],
          branches: {
            branches: [
              { id: 1, name: 'Downtown', address: null, phone: 5551234, is_open: 1 },
              { id: '2', name: 'Riverside', is_open: '0' },
              { id: 3, name: '', is_open: true },
            ],
            selected_branch: { id: 1, name: 'Downtown', is_open: 'maybe' },
          },
        },
        kept: {
          branches: {
            branches: [
              { id: 1, name: 'Downtown', address: null, phone: '5551234', is_open: true },
              { id: '2', name: 'Riverside', address: null, phone: null, is_open: false },
            ],
            selected_branch: null,
          },
        },
        dropped: [
          ['branches.branches.2', /^dropped: name: an empty string is below the minimum of 1$/],
          ['branches.selected_branch', /^read as none: is_open: .*got the string "maybe"$/],
        ],
      },
      {
        title: 'keeps the settings it reads, coerces flags to the spec’s strings, ignores other nested values and leaves out a logo object',
        raw: {
          layout: [],
          settings: {
            storeName: 'Luigi’s',
            globalStoreEnable: 1,
            plugin_social_proof_enabled: '0',
            decimalPlaces: '2',
            currencyCode: 'EUR',
            opening_hours: { monday: ['09:00', '17:00'] },
            featured_ids: [1, 2, 3],
            logo: { url: '/logo.png', width: 120 },
            // Keys named like Object.prototype members are other keys too: ignored silently.
            toString: { format: 'long' },
            valueOf: [1],
          },
        },
        kept: {
          settings: { storeName: 'Luigi’s', globalStoreEnable: 'true', plugin_social_proof_enabled: 'false', decimalPlaces: '2', currencyCode: 'EUR' },
        },
        dropped: [['settings.logo', /^ignored, the default applies: expected text, got an object$/]],
      },
      {
        title: 'reads settings written by PHP as [] as no settings',
        raw: { layout: [], settings: [] },
        kept: { settings: {} },
        dropped: [],
      },
      {
        title: 'reads a missing settings map and missing branches as none',
        raw: { layout: [] },
        kept: { layout: [], settings: {}, branches: { branches: [], selected_branch: null } },
        dropped: [],
      },
    ],
    [
      ...notAnObject,
      { title: 'the layout is missing', raw: { settings: {}, branches: null }, names: /layout: expected array, got nothing/ },
      { title: 'the layout is not a list', raw: { layout: 'home' }, names: /layout: expected array, got the string "home"/ },
    ],
  );

  describeAnswers(
    'getProducts',
    [
      {
        title: 'reads PHP’s text, numbers and flags, gives missing pictures and alt texts a fallback, and drops a broken product',
        raw: {
          data: [
            phpProduct,
            { id: '2', name: 'Cola', slug: 'cola', image: '/cola.png', image_alt: '', category_id: 0, selling_price: 2, original_price: '2.50', in_stock: '0' },
            { id: 3, name: 'Mystery', slug: 'mystery', selling_price: 'ask us' },
          ],
          current_page: '1',
          last_page: '3',
          per_page: '2',
          total: '6',
        },
        kept: {
          data: [
            {
              id: 1,
              name: 'Margherita Pizza',
              description: null,
              image: null,
              image_alt: 'Margherita Pizza',
              category_id: '3',
              selling_price: 12.5,
              original_price: null,
              in_stock: true,
              attributes: [],
              combinations: [],
              multi_selectable_attributes: [],
            },
            { id: '2', image: '/cola.png', image_alt: 'Cola', category_id: null, selling_price: 2, original_price: 2.5, in_stock: false },
          ],
          current_page: 1,
          last_page: 3,
          per_page: 2,
          total: 6,
        },
        dropped: [['data.2', /^dropped: selling_price: the string "ask us" does not match /]],
      },
      {
        title: 'reads a page without paging as the only page',
        raw: { data: [phpProduct, { ...phpProduct, id: 2, slug: 'pizza-2' }] },
        kept: { current_page: 1, last_page: 1, per_page: 2, total: 2 },
        dropped: [],
      },
      {
        title: 'drops a broken option value but keeps its product, and reads PHP’s option lists and limits',
        raw: {
          data: [
            {
              ...phpProduct,
              attributes: [{ id: '1', name: 'Size', values: [{ id: 1, value: 'Small' }, { id: 2 }] }],
              combinations: null,
              multi_selectable_attributes: [
                {
                  id: 9,
                  name: 'Toppings',
                  min_select: '',
                  max_select: 0,
                  values: [{ id: 31, value: 'Olives', price: '0.50' }],
                },
              ],
            },
          ],
        },
        kept: {
          data: [
            {
              attributes: [{ id: '1', name: 'Size', values: [{ id: 1, value: 'Small' }] }],
              combinations: [],
              multi_selectable_attributes: [
                { id: 9, min_select: null, max_select: null, values: { '31': { id: 31, value: 'Olives', price: 0.5, dependencies: [], variant_prices: [] } } },
              ],
            },
          ],
        },
        dropped: [['data.0.attributes.0.values.1', /^dropped: value: expected string, got nothing$/]],
      },
      {
        title: 'reads PHP’s list with gaps, an object keyed "0", "2", as the list',
        raw: { data: { '0': phpProduct, '2': { ...phpProduct, id: 3, slug: 'pizza-3' } } },
        kept: { data: [{ id: 1 }, { id: 3 }], total: 2 },
        dropped: [],
      },
    ],
    [
      ...notAnObject,
      { title: 'the product list is missing', raw: { current_page: 1, last_page: 1, per_page: 12, total: 0 }, names: /data: expected array, got nothing/ },
      { title: 'the product list is null', raw: { data: null }, names: /data: expected array, got null/ },
    ],
  );

  describeAnswers(
    'getParentCategories',
    [
      {
        title: 'reads empty pictures as none, 0 as no parent and string positions, and drops a nameless category',
        raw: {
          data: [
            { id: 1, name: 'Pizzas', slug: 'pizzas', image: '', image_alt: null, parent_id: 0, position: '2' },
            { id: '2', name: 'Sides', slug: 'sides', parent_id: null },
            { id: 3, name: '', slug: 'nameless' },
          ],
        },
        kept: {
          data: [
            { id: 1, name: 'Pizzas', image: null, image_alt: 'Pizzas', parent_id: null, position: 2 },
            { id: '2', name: 'Sides', image: null, image_alt: 'Sides', parent_id: null, position: 0 },
          ],
        },
        dropped: [['data.2', /^dropped: name: an empty string is below the minimum of 1$/]],
      },
    ],
    [...notAnObject, { title: 'the category list is missing', raw: { categories: [] }, names: /data: expected array, got nothing/ }],
  );

  const cartLine = { id: 11, product_id: '5', quantity: '2', selectedAttributes: [], selectedMultiAttributes: [], name: 'Margherita Pizza', image: null, unit_price: '6.25', line_total: '12.50' };

  describeAnswers(
    'getCart',
    [
      {
        title: 'reads string quantities and PHP’s [] for no options, drops a broken line, and works the missing figures out from the lines',
        raw: {
          cartItems: [
            cartLine,
            { id: '12', product_id: 6, quantity: 1, selectedAttributes: { '1': '3' }, selectedMultiAttributes: { '2': ['4', 5] }, name: 'Cola', image: '/cola.png', slug: 'cola', unit_price: 2, line_total: '2.00' },
            { id: 13, product_id: 7, quantity: 'lots', name: 'Broken', unit_price: 1, line_total: 1 },
          ],
          tax_amount: '1.20',
          order_discount_amount: '2.00',
          address: null,
        },
        kept: {
          cartItems: [
            { id: 11, product_id: '5', quantity: 2, selectedAttributes: {}, selectedMultiAttributes: {}, image: null, slug: '', unit_price: 6.25, line_total: 12.5 },
            { id: '12', quantity: 1, selectedAttributes: { '1': '3' }, selectedMultiAttributes: { '2': ['4', 5] }, image: '/cola.png', line_total: 2 },
          ],
          cartDetails: { items_count: 2, total_quantity: 3 },
          subtotal: 14.5,
          total_original_price: 14.5,
          subtotal_after_discounts: 12.5,
          tax_amount: 1.2,
          total: 13.7,
          delivery_charge: 0,
          coupon_applied: false,
          is_delivery_available: true,
          adjusted_cart_items: [],
          address: null,
        },
        dropped: [['cartItems.2', /^dropped: quantity: the string "lots" does not match /]],
      },
      {
        title: 'reads every missing figure as 0 on an empty cart',
        raw: { cartItems: [] },
        kept: {
          cartItems: [],
          cartDetails: { items_count: 0, total_quantity: 0 },
          subtotal: 0,
          total: 0,
          tax_amount: 0,
          delivery_charge: 0,
          order_discount_amount: 0,
          shipping_discount_amount: 0,
          product_price_discount: 0,
          total_discount: 0,
          delivery_message: null,
          customer_applied_coupon: null,
        },
        dropped: [],
      },
      {
        title: 'keeps the server’s own figures when it sends them, as decimal strings',
        raw: { cartItems: [cartLine], subtotal: '12.50', total: '15.00', delivery_charge: '2.50', coupon_applied: '1', cartDetails: { items_count: '1', total_quantity: '2' } },
        kept: { subtotal: 12.5, total: 15, delivery_charge: 2.5, coupon_applied: true, cartDetails: { items_count: 1, total_quantity: 2 } },
        dropped: [],
      },
      {
        title: 'reads broken cart details and a broken address as none, and reports them',
        raw: { cartItems: [cartLine], cartDetails: { items_count: 'one' }, address: { id: 4, label: 'Home' } },
        kept: { cartDetails: { items_count: 1, total_quantity: 2 }, address: null },
        dropped: [
          ['cartDetails', /^read as none: items_count: the string "one" does not match .*; total_quantity: expected number or string, got nothing$/],
          ['address', /^read as none: line1: expected string, got nothing$/],
        ],
      },
    ],
    [...notAnObject, { title: 'the cart lines are missing', raw: { subtotal: 0, total: 0 }, names: /cartItems: expected array, got nothing/ }],
  );

  describeAnswers(
    'getDiscounts',
    [
      {
        title: 'reads decimal strings and 0/1 flags, and drops a discount of an unknown kind',
        raw: {
          data: [
            { id: 1, code: 'WELCOME10', title: '10% off', kind: 'percent', value: '10', min_order_amount: '15.00', expires_at: null, is_eligible: 0, eligibility_message: 'Add $3.50 more.' },
            { id: '2', code: 'FREESHIP', title: 'Free delivery', kind: 'free_delivery', value: 0 },
            { id: 3, code: 'BOGO', title: 'Buy one get one', kind: 'bogo', value: 1 },
          ],
        },
        kept: {
          data: [
            { id: 1, value: 10, min_order_amount: 15, expires_at: null, is_eligible: false, description: null, eligibility_message: 'Add $3.50 more.' },
            { id: '2', value: 0, min_order_amount: 0, is_eligible: true, description: null, expires_at: null, eligibility_message: null },
          ],
        },
        dropped: [['data.2', /^dropped: kind: expected "percent" or "fixed" or "free_delivery", got the string "bogo"$/]],
      },
    ],
    [...notAnObject, { title: 'the discount list is missing', raw: { discounts: [] }, names: /data: expected array, got nothing/ }],
  );

  describeAnswers(
    'getCartRecommendedProducts',
    [
      {
        title: 'reads the suggested products like get-products items, and drops a null one',
        raw: { data: [null, { ...phpProduct, in_stock: 'false', original_price: null }] },
        kept: { data: [{ id: 1, image: null, image_alt: 'Margherita Pizza', selling_price: 12.5, original_price: null, in_stock: false }] },
        dropped: [['data.0', /^dropped: expected object, got null$/]],
      },
    ],
    [...notAnObject, { title: 'the product list is missing', raw: {}, names: /data: expected array, got nothing/ }],
  );

  describeAnswers(
    'getRecentOrders',
    [
      {
        title: 'reads string ids, and drops an order with a blank city or a time without a zone',
        raw: {
          orders: [
            { id: '31', city: 'Springfield', product_name: 'Margherita Pizza', product_id: '1', placed_at: '2024-06-01T12:30:00Z' },
            { id: 32, city: '   ', product_name: 'Cola', product_id: 6, placed_at: '2024-06-01T12:00:00+02:00' },
            { id: 33, city: 'Shelbyville', product_name: 'Cola', product_id: 6, placed_at: '2024-06-01 12:00:00' },
          ],
        },
        kept: { orders: [{ id: '31', city: 'Springfield', product_id: '1', placed_at: '2024-06-01T12:30:00Z' }] },
        dropped: [
          ['orders.1', /^dropped: city: /],
          ['orders.2', /^dropped: placed_at: the string "2024-06-01 12:00:00" is not a valid datetime$/],
        ],
      },
    ],
    [...notAnObject, { title: 'the order list is missing', raw: { data: [] }, names: /orders: expected array, got nothing/ }],
  );

  describeAnswers(
    'getProfile',
    [
      {
        title: 'reads a string id, a phone sent as a number, nulls for empty text and an empty avatar as none',
        raw: { user: { id: '12', name: 'Ana', email: null, phone: 5551234, avatar: '', referral_code: null } },
        kept: { user: { id: '12', name: 'Ana', email: null, phone: '5551234', avatar: null, referral_code: null } },
        dropped: [],
      },
      {
        title: 'reads optional fields left out as none',
        raw: { user: { id: 12, name: 'Ana' } },
        kept: { user: { id: 12, name: 'Ana', email: null, phone: null, avatar: null, referral_code: null } },
        dropped: [],
      },
    ],
    [
      ...notAnObject,
      { title: 'the profile is missing', raw: { data: { id: 12, name: 'Ana' } }, names: /user: expected object, got nothing/ },
      { title: 'the profile has no id', raw: { user: { name: 'Ana' } }, names: /user\.id: expected number or string, got nothing/ },
    ],
  );

  describeAnswers(
    'login',
    [
      {
        title: 'reads the token and the profile',
        raw: { token: 'abc', user: { id: 1, name: 'Ana', phone: null } },
        kept: { token: 'abc', user: { id: 1, phone: null, email: null } },
        dropped: [],
      },
    ],
    [
      ...notAnObject,
      { title: 'the token is empty', raw: { token: '', user: { id: 1, name: 'Ana' } }, names: /token: an empty string does not match/ },
      { title: 'the token is one no header can carry (a newline)', raw: { token: 'abc\ndef', user: { id: 1, name: 'Ana' } }, names: /token: .* does not match/ },
    ],
  );

  describeAnswers(
    'getCacheInfo',
    [
      {
        title: 'reads a number as a version string and a missing or null version as unknown',
        raw: { 'cache-settings': 3, 'cache-layouts': '7', 'cache-branches': null },
        kept: { 'cache-settings': '3', 'cache-layouts': '7', 'cache-branches': null, 'cache-products': null },
        dropped: [],
      },
    ],
    [...notAnObject, { title: 'a version is an object', raw: { 'cache-settings': { v: 1 } }, names: /cache-settings: /}],
  );
});

describe('branches a PHP backend writes oddly', () => {
  const { name, schema } = callNamed('getSiteData');

  // PHP writes a store's empty branch map as `[]`, as it writes empty settings (read as {} above).
  it('reads branches written as [] as no branches, without a report', () => {
    const answer = parseAnswer(schema, { layout: [], branches: [] }, name);
    expect(answer).toMatchObject({ branches: { branches: [], selected_branch: null } });
    expect(droppedFrom(answer)).toBeNull();
  });

  it('reads branches that are not an object as no branches, and reports them where they were', () => {
    const answer = parseAnswer(schema, { layout: [], branches: 'downtown', settings: { note: 'downtown' } }, name);
    expect(answer).toMatchObject({ branches: { branches: [], selected_branch: null } });
    expect(describeDrops(droppedFrom(answer)?.dropped ?? [])).toEqual([{ path: 'branches', message: 'read as none: expected an object, got the string "downtown"' }]);
  });
});
