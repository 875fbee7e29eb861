import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { isApiError } from '@/api/api-error';
import { account } from '@/api/calls/account';
import { request } from '@/api/client';
import { AVATAR_FIELD, AVATAR_MAX_SIDE, AVATAR_UPLOAD_MAX_BYTES } from '@/api/schemas/avatar-rules';
import { createRequestFx } from '@/models/request/request.model';
import { $isLoggedIn, loggedOut, profileReceived } from '@/models/session/session.model';
import { browserImageSurface, ImageResizeError, resizeImage } from '@/shared/lib/image-resize';
import { serverFieldErrors } from '@/shared/ui/form/form-result';
import type { UploadProgress } from '@/api/xhr-transport';
import { avatarFileMessage, avatarFileName, avatarFileProblem, avatarTexts, avatarUploadInput, type AvatarUpload } from './avatar-upload.lib';

/*
 * A customer's new picture, from the file they pick to the profile that shows it (ADR 0021): checked, resized in the
 * browser, previewed, uploaded with its progress, cancellable. Nothing is half-saved: the profile's avatar changes
 * only when the server has the new picture (its answer is merged into the user); a refused, failed or cancelled
 * upload leaves the old picture everywhere. Imported only by the edit-profile screen.
 */

/** The resized picture, ready to send, and its preview. */
export interface PreparedAvatar {
  image: Blob;
  fileName: string;
  width: number;
  height: number;
  /**
   * The picture as a data: URL for the preview: a value with no lifetime to manage, where an object URL would need
   * revoking by whoever shows it last. A 512 px picture is a few hundred KB of text at most.
   */
  previewUrl: string;
}

/** A blob as a data: URL. */
function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('The picture could not be read back.')));
    reader.readAsDataURL(blob);
  });
}

/** Where the new picture is: each phase carries what the screen shows in it. */
export type AvatarDraft =
  | { phase: 'idle' }
  | { phase: 'refused'; message: string }
  | { phase: 'preparing' }
  | { phase: 'ready'; picture: PreparedAvatar }
  | { phase: 'uploading'; picture: PreparedAvatar; progress: UploadProgress | null }
  | { phase: 'failed'; picture: PreparedAvatar; message: string }
  | { phase: 'cancelled'; picture: PreparedAvatar }
  | { phase: 'saved' };

type WithPicture = Extract<AvatarDraft, { picture: PreparedAvatar }>;

/** Reports how much of the upload is sent. */
export type UploadReporter = (progress: UploadProgress) => void;

export const avatarFilePicked = createEvent<File>();
/**
 * Save, or try again after a failure or a cancel: the same picture is sent. The screen hands over the progress event
 * bound to its scope (`useUnit(avatarUploadProgressed)`): the transport calls it from XMLHttpRequest's events, outside
 * effector, and each report must land in the scope the upload runs in. (effector's scopeBind would do the same here,
 * at the cost of its bytes in the first download, where effector lives.)
 */
export const avatarSaveClicked = createEvent<UploadReporter>();
export const avatarUploadCancelled = createEvent();
/** The shopper drops the picture they picked (not yet saved). */
export const avatarDiscarded = createEvent();
export const avatarUploadProgressed = createEvent<UploadProgress>();
/** The edit-profile screen went away. */
export const editProfileClosed = createEvent();

/** Decodes, resizes and encodes the picked file (src/shared/lib/image-resize.ts). */
export const prepareAvatarFx = createEffect(async (file: File): Promise<PreparedAvatar> => {
  const resized = await resizeImage(file, { maxSide: AVATAR_MAX_SIDE, maxBytes: AVATAR_UPLOAD_MAX_BYTES }, browserImageSurface);
  const previewUrl = await readAsDataUrl(resized.image);
  return { image: resized.image, fileName: avatarFileName(resized.type), width: resized.width, height: resized.height, previewUrl };
});

/** POST /api/user/change-avatar: a request effect, so a 401 ends the session as every call's does. */
export const changeAvatarFx = createRequestFx((context, upload: AvatarUpload) => request(context, account.changeAvatar, avatarUploadInput(upload)));

interface UploadStart {
  picture: PreparedAvatar;
  controller: AbortController;
  reportProgress: UploadReporter;
}

/** An upload begins, with the way to cancel it. */
const uploadStarted = createEvent<UploadStart>();

export const $avatarDraft = createStore<AvatarDraft>({ phase: 'idle' });
/** The file whose picture is being prepared: a slower preparation of an earlier pick is dropped. */
const $pickedFile = createStore<File | null>(null, { serialize: 'ignore' });
/** Ends the upload under way (the shopper's Cancel). */
const $uploadController = createStore<AbortController | null>(null, { serialize: 'ignore' });

const abortUploadFx = attach({ source: $uploadController, effect: (controller) => controller?.abort() });

const hasPicture = (draft: AvatarDraft): draft is WithPicture => 'picture' in draft;
const isUploading = (draft: AvatarDraft) => draft.phase === 'uploading';

// When a file is picked (not while one uploads), remember it.
const picked = sample({ clock: avatarFilePicked, source: $avatarDraft, filter: (draft) => !isUploading(draft), fn: (_, file) => file });
$pickedFile.on(picked, (_, file) => file);
// When the picked file is of a wrong type, too large or empty, say so on the file input; nothing is decoded.
sample({
  clock: picked,
  filter: (file) => avatarFileProblem(file) !== null,
  fn: (file): AvatarDraft => ({ phase: 'refused', message: avatarFileMessage(avatarFileProblem(file) ?? 'wrong-type', file) }),
  target: $avatarDraft,
});
// When it may be read, resize it.
sample({ clock: picked, filter: (file) => avatarFileProblem(file) === null, target: prepareAvatarFx });
$avatarDraft.on(prepareAvatarFx, () => ({ phase: 'preparing' }));

const latestPreparation = <Payload extends { params: File }>(payload: Payload, file: File | null) => payload.params === file;
// When the latest pick is resized, show it, ready to save.
sample({
  clock: prepareAvatarFx.done,
  source: $pickedFile,
  filter: (file, done) => latestPreparation(done, file),
  fn: (_, { result }): AvatarDraft => ({ phase: 'ready', picture: result }),
  target: $avatarDraft,
});
// When it cannot be read or made small enough, say so on the file input.
sample({
  clock: prepareAvatarFx.fail,
  source: $pickedFile,
  filter: (file, failed) => latestPreparation(failed, file),
  fn: (_, { params, error }): AvatarDraft => {
    if (!(error instanceof ImageResizeError)) return { phase: 'refused', message: avatarTexts.notPrepared };
    return { phase: 'refused', message: error.reason === 'unreadable' ? avatarTexts.unreadable(params.name) : avatarTexts.cannotShrink(params.name) };
  },
  target: $avatarDraft,
});

// When the shopper saves (or tries again), send the picture with a way to cancel it.
sample({
  clock: avatarSaveClicked,
  source: $avatarDraft,
  filter: (draft): draft is WithPicture => hasPicture(draft) && !isUploading(draft),
  fn: (draft: WithPicture, reportProgress): UploadStart => ({ picture: draft.picture, controller: new AbortController(), reportProgress }),
  target: uploadStarted,
});
sample({
  clock: uploadStarted,
  fn: ({ picture, controller, reportProgress }): AvatarUpload => ({ image: picture.image, fileName: picture.fileName, signal: controller.signal, onUploadProgress: reportProgress }),
  target: changeAvatarFx,
});
$uploadController.on(uploadStarted, (_, { controller }) => controller).reset(changeAvatarFx.finally);
$avatarDraft.on(uploadStarted, (_, { picture }) => ({ phase: 'uploading', picture, progress: null }));
// When more of it is sent, show how much.
$avatarDraft.on(avatarUploadProgressed, (draft, progress) => (draft.phase === 'uploading' ? { ...draft, progress } : draft));
// When the shopper cancels, stop the upload: the old picture stays.
sample({ clock: avatarUploadCancelled, target: abortUploadFx });

// When the server has the picture, the profile (header, account, this screen) shows the new one; never after the
// customer has logged out meanwhile, which would keep their profile on a shared device.
sample({ clock: changeAvatarFx.doneData, source: $isLoggedIn, filter: Boolean, fn: (_, answer) => answer.user, target: profileReceived });
// (Each outcome applies to the upload the draft shows: not after a logout has reset it.)
$avatarDraft.on(changeAvatarFx.done, (draft) => (isUploading(draft) ? { phase: 'saved' } : draft));
// When the upload does not go through, the old picture stays: say why, and keep the new one to try again, except a
// picture the server refuses, which is said on the file input as the shopper's own checks are.
sample({
  clock: changeAvatarFx.failData,
  source: $avatarDraft,
  filter: isUploading,
  fn: (draft, error): AvatarDraft => {
    if (!hasPicture(draft)) return draft;
    const { picture } = draft;
    if (isApiError(error) && error.kind === 'aborted') return { phase: 'cancelled', picture };
    const refusal = serverFieldErrors(error)[AVATAR_FIELD];
    if (refusal) return { phase: 'refused', message: refusal };
    const words = isApiError(error) && error.kind === 'rejected' && error.message.trim() !== '' ? `${error.message} Your old picture is kept.` : avatarTexts.failed;
    return { phase: 'failed', picture, message: words };
  },
  target: $avatarDraft,
});

// When the shopper drops the new picture, or leaves the screen, forget it; an upload under way goes on to its end.
sample({ clock: [avatarDiscarded, editProfileClosed], source: $avatarDraft, filter: (draft) => !isUploading(draft), fn: (): AvatarDraft => ({ phase: 'idle' }), target: $avatarDraft });
// When the session ends, the upload stops and nothing of this customer's picture stays.
sample({ clock: loggedOut, target: abortUploadFx });
$avatarDraft.reset(loggedOut);
$pickedFile.reset([loggedOut, avatarDiscarded, editProfileClosed]);
