import * as z from 'zod/mini';
import { AVATAR_FIELD, AVATAR_UPLOAD_MAX_BYTES, avatarImageTypes } from './avatar-rules';

/**
 * The multipart body of POST /api/user/change-avatar: one file part, `avatar`, of a type and size avatar-rules.ts
 * allows. The contract is built from it and the simulator checks uploads with it; the storefront's own code sends
 * the part (avatar.api.ts) and never imports this file.
 */
export const avatarUploadPayloadSchema = z.object({
  [AVATAR_FIELD]: z.file().check(z.maxSize(AVATAR_UPLOAD_MAX_BYTES), z.mime([...avatarImageTypes])),
});
