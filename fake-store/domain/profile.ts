import { AVATAR_FIELD, AVATAR_UPLOAD_MAX_BYTES, avatarImageTypes, type AvatarImageType } from '@/api/schemas/avatar-rules';
import { avatarUploadPayloadSchema } from '@/api/schemas/avatar.schema';
import type { ProfileUpdatePayload, UserProfile } from '@/api/schemas/user.schema';
import { contactFieldErrors, refused, type AuthResult } from './auth';
import { avatarImages, nextId, users, type StoredAvatar } from './db';

/*
 * The signed-in customer's profile (issue 17): changing their details and their picture. Pure store logic; the
 * handlers (fake-store/http/handlers/profile.handlers.ts) read the requests and turn results into answers.
 */

/** Where uploaded pictures are served: `/sim-avatars/<user id>/<version>`, a new version for every upload. */
export const simulatedAvatarPath = '/sim-avatars/';

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const profileMessages = {
  avatarMissing: 'Choose a picture to upload.',
  avatarType: 'Choose a JPEG, PNG or WebP picture.',
  avatarTooLarge: `This picture is larger than ${megabytes(AVATAR_UPLOAD_MAX_BYTES)}. Choose a smaller one.`,
  avatarUnreadable: 'This file is not the picture it claims to be. Choose a JPEG, PNG or WebP picture.',
} as const;

const sameId = (a: UserProfile['id'], b: UserProfile['id']) => String(a) === String(b);

/** The stored record (which `users.update` takes), not a copy. */
function findUser(id: UserProfile['id']) {
  return users.findFirst((q) => q.where({ id: (stored) => sameId(stored, id) }));
}

/**
 * POST /api/user/update-details: checks every field sent with register's rules (its own email and phone are not
 * "taken"), then changes them all or none. An empty or null phone removes the number; an email is kept in lower case,
 * as register keeps it.
 */
export async function updateDetails(user: UserProfile, payload: ProfileUpdatePayload): Promise<AuthResult<{ user: UserProfile }>> {
  const errors = contactFieldErrors(payload, user.id);
  if (Object.keys(errors).length > 0) return refused(errors);
  const stored = findUser(user.id);
  if (!stored) return refused({ name: ['This account no longer exists.'] });
  const updated = await users.update(stored, {
    data(record) {
      if (payload.name !== undefined) record.name = payload.name.trim();
      if (payload.email !== undefined) record.email = (payload.email ?? '').trim().toLowerCase();
      if (payload.phone !== undefined) record.phone = payload.phone?.trim() ? payload.phone.trim() : null;
    },
  });
  return { ok: true, user: { ...(updated ?? stored) } };
}

/** The first bytes each accepted type starts with (WebP: "RIFF", four bytes of size, then "WEBP"). */
const signatures: Record<AvatarImageType, readonly (readonly [offset: number, bytes: readonly number[]])[]> = {
  'image/jpeg': [[0, [0xff, 0xd8, 0xff]]],
  'image/png': [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]],
  'image/webp': [
    [0, [0x52, 0x49, 0x46, 0x46]],
    [8, [0x57, 0x45, 0x42, 0x50]],
  ],
};

/** Whether `bytes` begin as a file of `type` does: a text file renamed `.png` is not a PNG. */
export function looksLike(type: AvatarImageType, bytes: Uint8Array): boolean {
  return signatures[type].every(([offset, expected]) => expected.every((byte, index) => bytes[offset + index] === byte));
}

const isAvatarType = (type: string): type is AvatarImageType => (avatarImageTypes as readonly string[]).includes(type);

/**
 * POST /api/user/change-avatar: the `avatar` part must be a JPEG, PNG or WebP file within the limit, whose bytes are
 * that type's. The picture is kept in memory and served at a new URL; the customer's previous upload is forgotten.
 * A refused upload changes nothing: the old picture stays.
 */
export async function changeAvatar(user: UserProfile, part: FormDataEntryValue | null): Promise<AuthResult<{ user: UserProfile }>> {
  const checked = avatarUploadPayloadSchema.safeParse({ [AVATAR_FIELD]: part });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const message = issue?.code === 'too_big' ? profileMessages.avatarTooLarge : issue?.code === 'invalid_value' ? profileMessages.avatarType : profileMessages.avatarMissing;
    return refused({ [AVATAR_FIELD]: [message] });
  }
  const file = checked.data[AVATAR_FIELD];
  const type = file.type;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isAvatarType(type) || !looksLike(type, bytes)) return refused({ [AVATAR_FIELD]: [profileMessages.avatarUnreadable] });

  const stored = findUser(user.id);
  if (!stored) return refused({ [AVATAR_FIELD]: ['This account no longer exists.'] });
  // A version per upload, with the time in it: the browser may hold a picture of an earlier run under a counter alone.
  const key = `${String(user.id)}/${nextId('avatar')}-${Date.now().toString(36)}`;
  for (const earlier of [...avatarImages.keys()]) if (earlier.startsWith(`${String(user.id)}/`)) avatarImages.delete(earlier);
  avatarImages.set(key, { type, bytes });
  const updated = await users.update(stored, {
    data(record) {
      record.avatar = `${simulatedAvatarPath}${key}`;
    },
  });
  return { ok: true, user: { ...(updated ?? stored) } };
}

/** An uploaded picture by the path it is served at (`<user id>/<version>`), or null when there is none (any more). */
export function storedAvatar(userId: string, version: string): StoredAvatar | null {
  return avatarImages.get(`${userId}/${version}`) ?? null;
}
