import * as z from 'zod/mini';
import { AVATAR_FIELD, AVATAR_UPLOAD_MAX_BYTES, avatarImageTypes } from './avatar-rules';

/**
 * The multipart body of POST /api/user/change-avatar: one file part, `avatar`, of a type and size avatar-rules.ts
 * allows. The contract is built from it and the fake store checks uploads with it; the storefront's build leaves it out
 * of the call's definition (scripts/vite/client-call-facts-plugin.ts), so zod's file checks never reach a shopper.
 */
export const avatarUploadPayloadSchema = z.object({
  [AVATAR_FIELD]: z.file().check(z.maxSize(AVATAR_UPLOAD_MAX_BYTES), z.mime([...avatarImageTypes])),
});
