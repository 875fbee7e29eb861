import type { AvatarImageType } from '@/api/schemas/avatar-rules';

/** A customer's uploaded picture, as sent: its type and its bytes. */
export interface StoredAvatar {
  type: AvatarImageType;
  bytes: Uint8Array;
}

/**
 * The pictures customers uploaded (POST /api/user/change-avatar), by `<user id>/<version>`, the path they are served
 * at under /sim-avatars/ (fake-store/domain/profile.ts). Bytes are not a record @msw/data keeps, so this is a Map beside the
 * collections; `seedDatabase` empties it with them.
 */
export const avatarImages = new Map<string, StoredAvatar>();
