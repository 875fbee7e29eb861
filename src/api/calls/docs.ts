import { accountDocs } from './account.docs';
import { addressesDocs } from './addresses.docs';
import { authDocs } from './auth.docs';
import { cartDocs } from './cart.docs';
import { catalogDocs } from './catalog.docs';
import { categoryDocs } from './category.docs';
import type { CallDefinition } from './define';
import type { CallWords, DescribedCall } from './describe';
import { deliveryDocs } from './delivery.docs';
import { discountsDocs } from './discounts.docs';
import { loyaltyDocs } from './loyalty.docs';
import { ordersDocs } from './orders.docs';
import { pagesDocs } from './pages.docs';
import { placesDocs } from './places.docs';
import { productDocs } from './product.docs';
import { profileDocs } from './profile.docs';
import { recentOrdersDocs } from './recent-orders.docs';
import { recommendedDocs } from './recommended.docs';
import { reviewsDocs } from './reviews.docs';
import { searchDocs } from './search.docs';
import { siteDocs } from './site.docs';
import { walletDocs } from './wallet.docs';
import { wishlistDocs } from './wishlist.docs';

/** Every call's words, as the docs files give them (a test holds them to `callList`: one each, none for a stranger). */
export const describedCalls: readonly DescribedCall[] = [
  ...siteDocs,
  ...cartDocs,
  ...catalogDocs,
  ...productDocs,
  ...categoryDocs,
  ...searchDocs,
  ...reviewsDocs,
  ...pagesDocs,
  ...discountsDocs,
  ...recommendedDocs,
  ...recentOrdersDocs,
  ...authDocs,
  ...profileDocs,
  ...accountDocs,
  ...wishlistDocs,
  ...addressesDocs,
  ...placesDocs,
  ...deliveryDocs,
  ...walletDocs,
  ...ordersDocs,
  ...loyaltyDocs,
];

const wordsByCall: ReadonlyMap<CallDefinition, CallWords> = new Map(describedCalls.map(({ call, words }) => [call, words]));

/** What the contract says about `call`. */
export function wordsOf(call: CallDefinition): CallWords {
  const words = wordsByCall.get(call);
  if (!words) throw new Error(`${call.id} has no words: describe it in its resource's .docs.ts file.`);
  return words;
}
