import { apiRequest, type RequestContext } from './client';
import { AVATAR_FIELD } from './schemas/avatar-rules';
import { profileAnswerSchema } from './schemas/user.schema';
import { xhrTransport, type UploadProgress } from './xhr-transport';

export type { UploadProgress };

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
 * POST /api/user/change-avatar as multipart/form-data, answering the profile with its new avatar. It goes through
 * the one client with an XMLHttpRequest transport for its upload progress (ADR 0021).
 */
export function changeAvatar(context: RequestContext, upload: AvatarUpload) {
  const body = new FormData();
  body.append(AVATAR_FIELD, upload.image, upload.fileName);
  return apiRequest(context, {
    method: 'post',
    path: '/api/user/change-avatar',
    body,
    schema: profileAnswerSchema,
    timeout: AVATAR_UPLOAD_TIMEOUT_MS,
    signal: upload.signal,
    fetch: xhrTransport(upload.onUploadProgress),
  });
}
