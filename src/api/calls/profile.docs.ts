import { describe } from './describe';
import { profile } from './profile';

/** What the contract says about the profile calls. */
export const profileDocs = [
  describe(profile.get, {
    summary: "The signed-in customer's profile.",
    errors: [],
    check: {},
  }),
];
