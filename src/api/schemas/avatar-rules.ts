/*
 * POST /api/user/change-avatar (ADR 0021): the picture types and sizes a backend takes and the storefront sends. The
 * storefront resizes the shopper's picture to at most AVATAR_MAX_SIDE pixels on its longest side before sending it,
 * so the upload limit is far above what it sends (a 512 px picture is 20-150 KB) and only guards the backend.
 * Plain values, no zod: the payload's schema (avatar.schema.ts) is for the contract and the simulator, and zod's file
 * checks would otherwise land in the first download, where zod's core lives.
 */

/** The picture types the storefront offers and a backend must take: what every browser decodes and shows. */
export const avatarImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarImageType = (typeof avatarImageTypes)[number];

/** The largest upload a backend must take: 1 MiB. */
export const AVATAR_UPLOAD_MAX_BYTES = 1024 * 1024;

/** The longest side, in pixels, of the picture the storefront sends. */
export const AVATAR_MAX_SIDE = 512;

/** The multipart field that holds the picture. */
export const AVATAR_FIELD = 'avatar';
