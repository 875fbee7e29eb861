import { addresses } from './addresses';
import { describe } from './describe';

/** Why every address call answers the whole list (ADR 0022). */
const wholeList = 'Answers the caller\'s whole list (`data`, the default first), as the cart calls answer the whole cart, so a screen never refetches after a change.';

/** What the contract says about the addresses calls. */
export const addressesDocs = [
  describe(addresses.list, {
    summary: `The signed-in customer's delivery addresses, the default first (at most one has \`is_default\`), then the newest. \`country\` is an ISO 3166-1 alpha-2 code; \`lat\`, \`lng\` and \`place_id\` are there when the address came from the place search.`,
    errors: [],
    check: {},
  }),
  describe(addresses.add, {
    summary:
      `Saves a new address for the signed-in customer; answers 201 with \`address\` (as saved, with its id) and the whole list under \`data\`. ${wholeList} ` +
      'The first address a customer saves is the default whatever `is_default` says; `is_default: true` makes the new one the default and the previous default an ordinary address. ' +
      'A 422 names each refused field: `name`, `phone` (7 to 15 digits), `line1`, `city`, `state`, `postal_code` (not in the format of `country`: India 6 digits, the first 1-9; US 5 digits or ZIP+4), `country`, `label` (Home, Work or Other). ' +
      'A postal code the selected branch does not deliver to is not refused: a customer keeps addresses for every branch, and delivery is checked by check-pincode and again when an order is placed.',
    errors: [422],
  }),
  describe(addresses.delete, {
    summary:
      `Deletes one of the customer's addresses; answers the list left. ${wholeList} When the default is deleted, the newest address left becomes the default. ` +
      'DELETE with the id in the query: the request has no body, which some proxies drop on a DELETE. 404 when the id is none of the caller\'s addresses (already deleted, say): the storefront then reads the list again.',
    errors: [404, 422],
    query: {
      address_id: 'The address to delete (required).',
    },
  }),
  describe(addresses.setDefault, {
    summary: `Makes one of the customer's addresses the default (and the previous default an ordinary address); answers the whole list. ${wholeList} 404 when the id is none of the caller's addresses.`,
    errors: [404, 422],
  }),
];
