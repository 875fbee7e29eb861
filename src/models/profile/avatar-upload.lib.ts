import type { account } from '@/api/calls/account';
import type { RequestInput } from '@/api/client';
import { avatarImageTypes, AVATAR_MAX_SIDE } from '@/api/schemas/avatar-rules';
import { xhrTransport, type UploadProgress } from '@/api/xhr-transport';
import type { EncodedType } from '@/shared/lib/image-resize';

/*
 * The rules and words of choosing a new picture (ADR 0021), pure and table-tested. The shopper's picture is checked
 * here before anything is decoded or sent: its type and its size as picked. What is sent is the resized copy.
 */

/** A picture to upload as the customer's avatar, already resized (src/shared/lib/image-resize.ts). */
export interface AvatarUpload {
  image: Blob;
  /** The file name the multipart part carries (`avatar.webp`). */
  fileName: string;
  signal?: AbortSignal;
  onUploadProgress: (progress: UploadProgress) => void;
}

/** An upload on a slow phone line takes far longer than a JSON call: a minute before it counts as no answer. */
export const AVATAR_UPLOAD_TIMEOUT_MS = 60_000;

/**
 * How an upload is sent (POST /api/user/change-avatar, multipart/form-data): the picture as the part `avatar`, through an
 * XMLHttpRequest transport for its upload progress (ADR 0021), still through the one client.
 */
export const avatarUploadInput = (upload: AvatarUpload): RequestInput<typeof account.changeAvatar> => ({
  body: { avatar: new File([upload.image], upload.fileName, { type: upload.image.type }) },
  signal: upload.signal,
  timeout: AVATAR_UPLOAD_TIMEOUT_MS,
  fetch: xhrTransport(upload.onUploadProgress),
});

/** The largest picture the shopper may pick: a phone's full-size photo fits, a raw camera file does not. */
export const AVATAR_PICK_MAX_BYTES = 10 * 1024 * 1024;

/** For the file input's `accept`: the picker offers these types only (the check below still runs: a drop, "All files"). */
export const avatarAccept = avatarImageTypes.join(',');

/** "10 MB", "2.4 MB", "0.4 MB": a size as a shopper reads it, in megabytes of 1024 × 1024 bytes. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  const rounded = megabytes >= 10 ? Math.round(megabytes) : Math.round(megabytes * 10) / 10;
  return `${rounded} MB`;
}

export const avatarTexts = {
  hint: `A JPEG, PNG or WebP picture of up to ${formatMegabytes(AVATAR_PICK_MAX_BYTES)}. We make it ${AVATAR_MAX_SIDE} pixels at most before sending it.`,
  wrongType: (name: string) => `“${name}” is not a JPEG, PNG or WebP picture. Choose one of those.`,
  tooLarge: (name: string, bytes: number) => `“${name}” is ${formatMegabytes(bytes)}. Choose a picture of ${formatMegabytes(AVATAR_PICK_MAX_BYTES)} or less.`,
  empty: (name: string) => `“${name}” is empty. Choose another picture.`,
  unreadable: (name: string) => `We could not read “${name}” as a picture. Choose another JPEG, PNG or WebP picture.`,
  cannotShrink: (name: string) => `We could not make “${name}” small enough to send. Choose another picture.`,
  notPrepared: 'This browser could not prepare the picture. Try another browser, or another picture.',
  preparing: 'Preparing your picture…',
  ready: 'Your new picture is ready. Save it to use it, or choose another.',
  uploading: 'Uploading your picture…',
  saved: 'Your new picture is saved.',
  cancelled: 'Upload cancelled. Your picture has not changed.',
  failed: 'We could not save your new picture. Your old picture is kept. Check your connection and try again.',
} as const;

/** Why a picked file is refused before anything is decoded or sent. */
export type AvatarFileProblem = 'wrong-type' | 'too-large' | 'empty';

/** What is wrong with a picked file, or null when it may be decoded. The type is the browser's, from the name. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): AvatarFileProblem | null {
  if (!(avatarImageTypes as readonly string[]).includes(file.type)) return 'wrong-type';
  if (file.size > AVATAR_PICK_MAX_BYTES) return 'too-large';
  if (file.size === 0) return 'empty';
  return null;
}

/** The words for a refused file, tied to the file input. */
export function avatarFileMessage(problem: AvatarFileProblem, file: Pick<File, 'name' | 'size'>): string {
  switch (problem) {
    case 'wrong-type':
      return avatarTexts.wrongType(file.name);
    case 'too-large':
      return avatarTexts.tooLarge(file.name, file.size);
    case 'empty':
      return avatarTexts.empty(file.name);
    default:
      return problem satisfies never;
  }
}

/** The name the uploaded part carries, by what it was encoded as. */
export function avatarFileName(type: EncodedType): string {
  return type === 'image/webp' ? 'avatar.webp' : 'avatar.jpg';
}

/** The share sent, 0 to 100, rounded down: 100 only once every byte is sent. Unknown totals read as 0. */
export function uploadPercent(progress: UploadProgress | null): number {
  if (!progress || !(progress.total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((progress.loaded / progress.total) * 100)));
}
