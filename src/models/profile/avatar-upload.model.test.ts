import { allSettled, fork, scopeBind, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { AvatarUpload } from '@/models/profile/avatar-upload.lib';
import type { UserProfile } from '@/api/schemas/user.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { $user, loggedOut } from '@/models/session/session.model';
import { ImageResizeError } from '@/shared/lib/image-resize';
import { AVATAR_PICK_MAX_BYTES, avatarTexts } from './avatar-upload.lib';
import {
  $avatarDraft,
  avatarDiscarded,
  avatarFilePicked,
  avatarSaveClicked,
  avatarUploadCancelled,
  avatarUploadProgressed,
  changeAvatarFx,
  editProfileClosed,
  prepareAvatarFx,
  type PreparedAvatar,
} from './avatar-upload.model';

const robin: UserProfile = { id: 50, name: 'Robin Tester', email: 'robin@example.com', phone: null, avatar: '/sim-avatars/50/1-old', referral_code: null };
const signedIn = { authToken: 'token-robin', ...robin };

const photo = (name = 'photo.jpg', type = 'image/jpeg', size = 2048) => new File([new Uint8Array(size)], name, { type });
const prepared = (name: string): PreparedAvatar => ({ image: new Blob([name], { type: 'image/webp' }), fileName: 'avatar.webp', width: 512, height: 384, previewUrl: `data:image/webp;base64,${name}` });

/** A promise the test settles by hand. */
function deferred<Value>() {
  let resolve: (value: Value) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<Value>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * A scope signed in as Robin, whose resize answers at once (or as `prepare` says) and whose upload is driven by the
 * test through the returned `uploads`: each call's payload and its deferred answer.
 */
function setup({ prepare = (file: File) => Promise.resolve(prepared(file.name)) }: { prepare?: (file: File) => Promise<PreparedAvatar> } = {}) {
  const uploads: { upload: AvatarUpload; answer: ReturnType<typeof deferred<{ user: UserProfile }>> }[] = [];
  const prepareHandler = vi.fn(prepare);
  const scope: Scope = fork({
    values: [[$user, signedIn]],
    handlers: [
      [prepareAvatarFx, prepareHandler],
      requestHandler(changeAvatarFx, (upload: AvatarUpload) => {
        const answer = deferred<{ user: UserProfile }>();
        uploads.push({ upload, answer });
        // The transport rejects when its signal ends, as the real one does.
        upload.signal?.addEventListener('abort', () => answer.reject(new ApiError('aborted', 'The request was cancelled.')));
        return answer.promise;
      }),
    ],
  });
  const reportProgress = scopeBind(avatarUploadProgressed, { scope });
  const pick = (file: File) => allSettled(avatarFilePicked, { scope, params: file });
  const save = () => {
    void allSettled(avatarSaveClicked, { scope, params: reportProgress });
  };
  const phase = () => scope.getState($avatarDraft).phase;
  return { scope, uploads, prepareHandler, pick, save, phase };
}

/** Waits until the upload call has been made, and hands it over. */
async function nextUpload(uploads: ReturnType<typeof setup>['uploads'], count = 1) {
  await vi.waitFor(() => expect(uploads).toHaveLength(count));
  const call = uploads[count - 1];
  if (!call) throw new Error('no upload');
  return call;
}

describe('picking a picture', () => {
  it.each([
    ['a GIF', photo('party.gif', 'image/gif'), avatarTexts.wrongType('party.gif')],
    ['a text file', photo('notes.txt', 'text/plain'), avatarTexts.wrongType('notes.txt')],
    ['a file over the limit', photo('huge.png', 'image/png', AVATAR_PICK_MAX_BYTES + 1), avatarTexts.tooLarge('huge.png', AVATAR_PICK_MAX_BYTES + 1)],
    ['an empty file', photo('empty.png', 'image/png', 0), avatarTexts.empty('empty.png')],
  ])('refuses %s on the spot, decoding nothing', async (_case, file, message) => {
    const { scope, prepareHandler, pick } = setup();
    await pick(file);
    expect(scope.getState($avatarDraft)).toEqual({ phase: 'refused', message });
    expect(prepareHandler).not.toHaveBeenCalled();
  });

  it('resizes a JPEG, PNG or WebP and shows it ready to save; the profile keeps its picture until then', async () => {
    const { scope, pick } = setup();
    await pick(photo('me.png', 'image/png'));
    expect(scope.getState($avatarDraft)).toEqual({ phase: 'ready', picture: prepared('me.png') });
    expect(scope.getState($user).avatar).toBe(robin.avatar);
  });

  it('shows the latest pick when an earlier one finishes resizing later', async () => {
    const slow = deferred<PreparedAvatar>();
    const { scope, pick } = setup({ prepare: (file) => (file.name === 'first.jpg' ? slow.promise : Promise.resolve(prepared(file.name))) });
    // Each allSettled waits for every effect of the scope, the slow resize too: the picks are not awaited.
    void pick(photo('first.jpg'));
    void pick(photo('second.jpg'));
    await vi.waitFor(() => expect(scope.getState($avatarDraft)).toEqual({ phase: 'ready', picture: prepared('second.jpg') }));
    slow.resolve(prepared('first.jpg'));
    await allSettled(scope);
    expect(scope.getState($avatarDraft)).toEqual({ phase: 'ready', picture: prepared('second.jpg') });
  });

  it.each([
    ['cannot be read', new ImageResizeError('unreadable'), avatarTexts.unreadable('me.jpg')],
    ['cannot be made small enough', new ImageResizeError('too-large'), avatarTexts.cannotShrink('me.jpg')],
    ['meets a browser without a canvas', new Error('No 2D canvas in this browser.'), avatarTexts.notPrepared],
  ])('says so on the input when the picture %s', async (_case, error, message) => {
    const { scope, pick } = setup({ prepare: () => Promise.reject(error) });
    await pick(photo('me.jpg'));
    expect(scope.getState($avatarDraft)).toEqual({ phase: 'refused', message });
  });

  it('forgets the picked picture when the shopper keeps the old one or leaves the screen', async () => {
    const { scope, pick, phase } = setup();
    await pick(photo());
    await allSettled(avatarDiscarded, { scope });
    expect(phase()).toBe('idle');
    await pick(photo());
    await allSettled(editProfileClosed, { scope });
    expect(phase()).toBe('idle');
  });
});

describe('uploading it', () => {
  it('sends the resized picture, shows its progress, then the profile everywhere has the new picture', async () => {
    const { scope, uploads, pick, save } = setup();
    await pick(photo());
    save();
    const { upload, answer } = await nextUpload(uploads);
    expect([upload.image, upload.fileName]).toEqual([prepared('photo.jpg').image, 'avatar.webp']);
    expect(scope.getState($avatarDraft)).toMatchObject({ phase: 'uploading', progress: null });

    upload.onUploadProgress({ loaded: 300, total: 1000 });
    expect(scope.getState($avatarDraft)).toMatchObject({ phase: 'uploading', progress: { loaded: 300, total: 1000 } });
    expect(scope.getState($user).avatar).toBe(robin.avatar);

    answer.resolve({ user: { ...robin, avatar: '/sim-avatars/50/2-new' } });
    await allSettled(scope);
    expect(scope.getState($avatarDraft)).toEqual({ phase: 'saved' });
    expect(scope.getState($user)).toMatchObject({ authToken: 'token-robin', avatar: '/sim-avatars/50/2-new' });
  });

  it('keeps the old picture when the upload fails, and sends the same picture again on retry', async () => {
    const { scope, uploads, pick, save, phase } = setup();
    await pick(photo());
    save();
    (await nextUpload(uploads)).answer.reject(new ApiError('network', 'Failed to fetch'));
    await allSettled(scope);
    expect(scope.getState($avatarDraft)).toEqual({ phase: 'failed', picture: prepared('photo.jpg'), message: avatarTexts.failed });
    expect(scope.getState($user).avatar).toBe(robin.avatar);

    save();
    const retry = await nextUpload(uploads, 2);
    expect(retry.upload.image).toBe(uploads[0]?.upload.image);
    retry.answer.resolve({ user: { ...robin, avatar: '/sim-avatars/50/3-new' } });
    await allSettled(scope);
    expect(phase()).toBe('saved');
    expect(scope.getState($user).avatar).toBe('/sim-avatars/50/3-new');
  });

  it("puts the server's words in the failure, with the old picture kept", async () => {
    const { scope, uploads, pick, save } = setup();
    await pick(photo());
    save();
    (await nextUpload(uploads)).answer.reject(new ApiError('rejected', 'The request body is too large.', 413));
    await allSettled(scope);
    expect(scope.getState($avatarDraft)).toMatchObject({ phase: 'failed', message: 'The request body is too large. Your old picture is kept.' });
  });

  it('says a refused picture on the file input, as its own checks do', async () => {
    const { scope, uploads, pick, save } = setup();
    await pick(photo());
    save();
    const refusal = new ApiError('rejected', 'Choose a JPEG, PNG or WebP picture.', 422, [], true, { message: 'Choose a JPEG, PNG or WebP picture.', errors: { avatar: ['Choose a JPEG, PNG or WebP picture.'] } });
    (await nextUpload(uploads)).answer.reject(refusal);
    await allSettled(scope);
    expect(scope.getState($avatarDraft)).toEqual({ phase: 'refused', message: 'Choose a JPEG, PNG or WebP picture.' });
    expect(scope.getState($user).avatar).toBe(robin.avatar);
  });

  it('stops the upload on Cancel: the old picture stays and the new one can be saved again', async () => {
    const { scope, uploads, pick, save } = setup();
    await pick(photo());
    save();
    const { upload } = await nextUpload(uploads);
    await allSettled(avatarUploadCancelled, { scope });
    expect(upload.signal?.aborted).toBe(true);
    expect(scope.getState($avatarDraft)).toEqual({ phase: 'cancelled', picture: prepared('photo.jpg') });
    expect(scope.getState($user).avatar).toBe(robin.avatar);
  });

  it('ignores a new pick and Keep my old picture while the upload runs, and goes on after the screen closes', async () => {
    const { scope, uploads, pick, save, phase } = setup();
    await pick(photo());
    save();
    const { answer } = await nextUpload(uploads);
    // Not awaited: allSettled would wait for the upload itself.
    void pick(photo('other.jpg'));
    void allSettled(avatarDiscarded, { scope });
    void allSettled(editProfileClosed, { scope });
    expect(phase()).toBe('uploading');
    expect(scope.getState($avatarDraft)).toMatchObject({ picture: prepared('photo.jpg') });
    answer.resolve({ user: { ...robin, avatar: '/sim-avatars/50/2-new' } });
    await allSettled(scope);
    expect(scope.getState($user).avatar).toBe('/sim-avatars/50/2-new');
  });

  it('signs the customer out on a 401, with nothing of the picture left', async () => {
    const { scope, uploads, pick, save, phase } = setup();
    await pick(photo());
    save();
    (await nextUpload(uploads)).answer.reject(new ApiError('unauthorized', 'Unauthenticated.', 401, [], true));
    await allSettled(scope);
    expect(scope.getState($user)).toEqual({ authToken: null });
    expect(phase()).toBe('idle');
  });

  it('stops the upload when the customer logs out, and never puts their profile back', async () => {
    const { scope, uploads, pick, save, phase } = setup();
    await pick(photo());
    save();
    const { upload, answer } = await nextUpload(uploads);
    await allSettled(loggedOut, { scope });
    expect(upload.signal?.aborted).toBe(true);
    answer.resolve({ user: { ...robin, avatar: '/sim-avatars/50/2-new' } });
    await allSettled(scope);
    expect(scope.getState($user)).toEqual({ authToken: null });
    expect(phase()).toBe('idle');
  });
});
