// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { AvatarUpload } from '@/models/profile/avatar-upload.lib';
import type { ProfileUpdatePayload, UserProfile } from '@/api/schemas/user.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { avatarTexts } from '@/models/profile/avatar-upload.lib';
import { changeAvatarFx, prepareAvatarFx, type PreparedAvatar } from '@/models/profile/avatar-upload.model';
import { profileTexts } from '@/models/profile/profile-details.lib';
import { updateProfileFx } from '@/models/session/auth.model';
import { $user } from '@/models/session/session.model';
import EditProfileScreen from './EditProfileScreen';

const robin: UserProfile = { id: 50, name: 'Robin Tester', email: 'robin@example.com', phone: '+44 20 7946 0000', avatar: '/sim-avatars/50/1-old', referral_code: null };
const preparedPicture: PreparedAvatar = { image: new Blob(['webp'], { type: 'image/webp' }), fileName: 'avatar.webp', width: 512, height: 384, previewUrl: 'data:image/webp;base64,d2VicA==' };

interface Setup {
  profile?: UserProfile;
  update?: (payload: ProfileUpdatePayload) => Promise<{ user: UserProfile }>;
  upload?: (upload: AvatarUpload) => Promise<{ user: UserProfile }>;
}

function renderScreen({ profile = robin, update = (payload) => Promise.resolve({ user: { ...profile, ...payload } as UserProfile }), upload = () => new Promise(() => undefined) }: Setup = {}) {
  const updateHandler = vi.fn(update);
  const uploadHandler = vi.fn(upload);
  const scope: Scope = fork({
    values: [[$user, { authToken: 'token-robin', ...profile }]],
    handlers: [requestHandler(updateProfileFx, updateHandler), requestHandler(changeAvatarFx, uploadHandler), [prepareAvatarFx, () => Promise.resolve(preparedPicture)]],
  });
  const location = memoryLocation({ path: '/account/edit-profile' });
  const view = render(
    <Provider value={scope}>
      <Router hook={location.hook}>
        <main>
          <EditProfileScreen />
        </main>
      </Router>
    </Provider>,
  );
  return { scope, updateHandler, uploadHandler, container: view.container };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The texts an element's aria-describedby points at, in order, as a screen reader reads its description. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const fileInput = () => screen.getByLabelText(/Choose a (new )?picture/) as HTMLInputElement;
const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'party.gif', { type: 'image/gif' });
const jpeg = new File([new Uint8Array(2048)], 'me.jpg', { type: 'image/jpeg' });

describe('/account/edit-profile: the details', () => {
  it('shows the profile in labelled fields with their autocomplete tokens and hints, with no axe violations', async () => {
    const { container } = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeTruthy();
    expect([field('Name').value, field('Email').value, field('Phone (optional)').value]).toEqual(['Robin Tester', 'robin@example.com', '+44 20 7946 0000']);
    expect([field('Name').autocomplete, field('Email').autocomplete, field('Phone (optional)').autocomplete]).toEqual(['name', 'email', 'tel']);
    expect([field('Email').type, field('Phone (optional)').type]).toEqual(['email', 'tel']);
    expect(describedBy(field('Phone (optional)'))).toBe(profileTexts.phoneHint);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('sends only what changed, says it is saved, and the screen shows the new name at once', async () => {
    const user = userEvent.setup();
    const { updateHandler, scope } = renderScreen();
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Robin Q. Tester');
    await user.clear(field('Phone (optional)'));
    await user.type(field('Phone (optional)'), '+44 20 7946 0999{Enter}');
    await waitFor(() => expect(screen.getByTestId('details-status').textContent).toBe(profileTexts.saved));
    expect(updateHandler).toHaveBeenCalledTimes(1);
    expect(updateHandler).toHaveBeenCalledWith({ name: 'Robin Q. Tester', phone: '+44 20 7946 0999' });
    expect(screen.getByTestId('profile-name').textContent).toBe('Robin Q. Tester');
    expect(scope.getState($user)).toMatchObject({ authToken: 'token-robin', name: 'Robin Q. Tester' });
    expect(field('Name').value).toBe('Robin Q. Tester');
  });

  it('says what is wrong on each field, focuses the first, keeps what was typed and sends nothing', async () => {
    const user = userEvent.setup();
    const { updateHandler } = renderScreen();
    await user.clear(field('Name'));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'robin@');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(describedBy(field('Name'))).toBe(profileTexts.nameMissing);
    expect(describedBy(field('Email'))).toBe(`${profileTexts.emailInvalid} ${profileTexts.emailHint}`);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').value).toBe('robin@');
    expect(updateHandler).not.toHaveBeenCalled();
  });

  it("shows the server's 422 on its field, focused, with the typed values kept and the profile unchanged", async () => {
    const user = userEvent.setup();
    const taken = 'An account already uses this email. Sign in, or reset your password.';
    const refusal = new ApiError('rejected', taken, 422, [], true, { message: taken, errors: { email: [taken] } });
    const { scope } = renderScreen({ update: () => Promise.reject(refusal) });
    await user.clear(field('Email'));
    await user.type(field('Email'), 'alex@example.com{Enter}');
    await waitFor(() => expect(describedBy(field('Email'))).toBe(`${taken} ${profileTexts.emailHint}`));
    expect(document.activeElement).toBe(field('Email'));
    expect(field('Email').value).toBe('alex@example.com');
    expect(scope.getState($user).email).toBe('robin@example.com');
    expect(screen.getByTestId('details-status').textContent).toBe('');
  });

  it('says a failure without words in the summary', async () => {
    const user = userEvent.setup();
    renderScreen({ update: () => Promise.reject(new ApiError('network', 'Failed to fetch')) });
    await user.type(field('Name'), ' Jr{Enter}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(profileTexts.failed));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('sends nothing when nothing changed, and says so', async () => {
    const user = userEvent.setup();
    const { updateHandler } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.getByTestId('details-status').textContent).toBe(profileTexts.unchanged));
    expect(updateHandler).not.toHaveBeenCalled();
  });
});

describe('/account/edit-profile: the picture', () => {
  it('shows the picture with alt text, or the initials without one, and says the rules before a file is picked', () => {
    renderScreen();
    expect(screen.getByRole('img', { name: 'Your picture' }).getAttribute('src')).toBe('/sim-avatars/50/1-old');
    expect(fileInput().type).toBe('file');
    expect(fileInput().accept).toBe('image/jpeg,image/png,image/webp');
    expect(describedBy(fileInput())).toBe(avatarTexts.hint);
  });

  it('shows initials for a customer without a picture', () => {
    renderScreen({ profile: { ...robin, avatar: null } });
    expect(screen.getByRole('img', { name: 'Your picture (initials RT)' })).toBeTruthy();
  });

  it('refuses a GIF on the file input, focused, and keeps the old picture', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { uploadHandler } = renderScreen();
    await user.upload(fileInput(), gif);
    await waitFor(() => expect(describedBy(fileInput())).toBe(`${avatarTexts.wrongType('party.gif')} ${avatarTexts.hint}`));
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(fileInput());
    expect(screen.getByRole('img', { name: 'Your picture' }).getAttribute('src')).toBe('/sim-avatars/50/1-old');
    expect(uploadHandler).not.toHaveBeenCalled();
  });

  it('previews the resized picture, uploads it with a labelled progress bar and a percentage, then shows it', async () => {
    const user = userEvent.setup();
    let finish: (answer: { user: UserProfile }) => void = () => undefined;
    const uploads: AvatarUpload[] = [];
    renderScreen({
      upload: (upload) => {
        uploads.push(upload);
        return new Promise((resolve) => (finish = resolve));
      },
    });
    await user.upload(fileInput(), jpeg);
    const preview = await screen.findByRole('img', { name: 'Your new picture, not saved yet' });
    expect(preview.getAttribute('src')).toBe(preparedPicture.previewUrl);
    const save = screen.getByRole('button', { name: 'Save picture' });
    await waitFor(() => expect(document.activeElement).toBe(save));
    expect(screen.getByTestId('picture-status').textContent).toBe(avatarTexts.ready);

    await user.click(save);
    const progress = await screen.findByRole('progressbar', { name: 'Uploading your picture' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel upload' })));
    uploads[0]?.onUploadProgress({ loaded: 420, total: 1000 });
    await waitFor(() => expect(progress.getAttribute('value')).toBe('42'));
    expect(screen.getByTestId('upload-percent').textContent).toBe('42%');
    expect(fileInput().disabled).toBe(true);

    finish({ user: { ...robin, avatar: '/sim-avatars/50/2-new' } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your picture' }).getAttribute('src')).toBe('/sim-avatars/50/2-new'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('picture-status').textContent).toBe(avatarTexts.saved);
    expect(document.activeElement).toBe(fileInput());
  });

  it('says a failed upload with a way to try again, the old picture kept', async () => {
    const user = userEvent.setup();
    renderScreen({ upload: () => Promise.reject(new ApiError('network', 'Failed to fetch')) });
    await user.upload(fileInput(), jpeg);
    await user.click(await screen.findByRole('button', { name: 'Save picture' }));
    const pictureSection = screen.getByRole('region', { name: 'Your picture' });
    expect((await within(pictureSection).findByRole('alert')).textContent).toBe(avatarTexts.failed);
    const retry = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    expect(within(pictureSection).getByRole('img', { name: 'Your new picture, not saved yet' })).toBeTruthy();
    expect(within(pictureSection).getByRole('img', { name: 'Your picture' }).getAttribute('src')).toBe('/sim-avatars/50/1-old');
  });
});
