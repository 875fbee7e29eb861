import { AVATAR_MAX_SIDE, AVATAR_UPLOAD_MAX_BYTES, avatarImageTypes } from '../schemas/avatar-rules';
import { contactRuleTexts } from '../schemas/contact-rules';
import { account } from './account';
import { describe } from './describe';

/** What the contract says about the account calls. */
export const accountDocs = [
  describe(account.updateDetails, {
    summary:
      "Changes the signed-in customer's name, email or phone: only the keys sent change (the storefront sends only what the shopper changed), `phone` empty or null removes the number; answers the whole profile. " +
      `A 422 names each refused field: \`name\` empty, \`email\` empty, malformed ("${contactRuleTexts.emailInvalid}") or another account's, \`phone\` with fewer digits than a phone number has ("${contactRuleTexts.phoneInvalid}") or another account's. Nothing is changed when any field is refused.`,
    errors: [422],
  }),
  describe(account.changeAvatar, {
    summary:
      `Replaces the signed-in customer's picture with the multipart part \`avatar\` (${avatarImageTypes.join(', ')}; at most ${AVATAR_UPLOAD_MAX_BYTES} bytes); answers the whole profile, \`avatar\` being the new picture's URL (absolute, or from the site's root), a new URL for each picture so caches never show the old one. ` +
      `The storefront sends a picture it has resized to at most ${AVATAR_MAX_SIDE} px on its longest side. A wrong type, a file over the limit, or bytes that are not the image they claim to be: 422 on \`avatar\`, and the old picture stays.`,
    errors: [422],
  }),
  describe(account.logout, {
    summary: "Ends the bearer token's session: the token is refused (401) from then on. Answers 204, or 200 with `{ message }`; the storefront does not read the body and forgets the session whatever the answer.",
    errors: [],
  }),
];
