import { addresses, delivery } from './addresses';
import { describe, queryWith } from './describe';
import { places } from './places';

/** What the contract says about the delivery calls. */
export const deliveryDocs = [
  describe(delivery.checkPincode, {
    summary:
      'Whether the selected branch (`branch_id`) delivers to a postal code: `deliverable`, the words to show the shopper (`message`: when not, whether another branch does) and, when it does, `delivery_charge`. ' +
      "A well-formed code nobody serves is `deliverable: false`, not an error; a code not in the format of the store's country is a 422 on `pincode`. Open to guests: checkout asks it too.",
    errors: [422],
    query: {
      pincode: "The postal code (required): India's 6-digit PIN, a US ZIP, ...",
    },
    check: {
      derive: (earlier) => queryWith('pincode', earlier.of(places.details)?.data.postal_code ?? earlier.of(addresses.list)?.data[0]?.postal_code),
    },
  }),
];
