import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, type DragEvent } from 'react';
import { $user } from '@/models/session/session.model';
import { avatarAccept, avatarTexts, uploadPercent } from '@/models/profile/avatar-upload.lib';
import {
  $avatarDraft,
  avatarDiscarded,
  avatarFilePicked,
  avatarSaveClicked,
  avatarUploadCancelled,
  avatarUploadProgressed,
  type AvatarDraft,
} from '@/models/profile/avatar-upload.model';
import { Avatar } from '@/shared/ui/avatar/Avatar';

const PICTURE_SIZE = 96;

/** What the polite live region says in each phase (a refusal is read from the focused file input's description). */
function announcementOf(draft: AvatarDraft): string {
  switch (draft.phase) {
    case 'preparing':
      return avatarTexts.preparing;
    case 'ready':
      return avatarTexts.ready;
    case 'uploading':
      return avatarTexts.uploading;
    case 'saved':
      return avatarTexts.saved;
    case 'cancelled':
      return avatarTexts.cancelled;
    case 'idle':
    case 'refused':
    case 'failed':
      return '';
    default:
      return draft satisfies never;
  }
}

/**
 * The customer's picture and the control to change it (ADR 0021): a real file input, labelled and keyboard usable
 * (its label is the visible button), the rules said before picking, a refusal said on the input, the resized preview,
 * the upload's progress with a way to cancel, and a failure with a way to try again. Dropping a picture on the
 * section picks it too.
 */
export function AvatarSection() {
  const [user, draft, pick, saveClicked, cancel, discard, progressed] = useUnit([
    $user,
    $avatarDraft,
    avatarFilePicked,
    avatarSaveClicked,
    avatarUploadCancelled,
    avatarDiscarded,
    avatarUploadProgressed,
  ]);
  // The progress event comes bound to this screen's scope, for the transport to call (avatarSaveClicked).
  const save = () => saveClicked(progressed);
  const id = useId();
  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const progressLabelId = `${id}-progress`;
  const input = useRef<HTMLInputElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);

  // Focus follows the picture as the shopper acts, never on arrival: the control that comes next after each step
  // (the one pressed has gone), so a keyboard or screen reader user is never left on the page's body.
  const previousPhase = useRef(draft.phase);
  useEffect(() => {
    const from = previousPhase.current;
    previousPhase.current = draft.phase;
    if (from === draft.phase) return;
    const target = {
      idle: from === 'uploading' ? input : null,
      refused: input,
      preparing: null,
      ready: saveButton,
      uploading: cancelButton,
      failed: retryButton,
      cancelled: saveButton,
      saved: input,
    }[draft.phase];
    target?.current?.focus();
  }, [draft.phase]);

  const refusal = draft.phase === 'refused' ? draft.message : null;
  const busy = draft.phase === 'preparing' || draft.phase === 'uploading';
  const preview = 'picture' in draft ? draft.picture : null;
  const percent = draft.phase === 'uploading' ? uploadPercent(draft.progress) : 0;
  const describedBy = [refusal ? errorId : null, hintId].filter(Boolean).join(' ');

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file && !busy) pick(file);
  };

  return (
    <section className="edit-profile__picture" aria-labelledby={`${id}-title`} onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
      <h2 id={`${id}-title`} className="edit-profile__heading">
        Your picture
      </h2>
      <div className="edit-profile__identity">
        <Avatar src={user.avatar} name={user.name} label="Your picture" size={PICTURE_SIZE} />
        <div className="edit-profile__who">
          <p className="edit-profile__name" data-testid="profile-name">
            {user.name}
          </p>
          {user.email ? <p className="edit-profile__email">{user.email}</p> : null}
        </div>
      </div>

      <div className="file-field" data-invalid={refusal ? '' : undefined}>
        <input
          ref={input}
          id={inputId}
          className="file-field__input"
          type="file"
          accept={avatarAccept}
          disabled={busy}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Emptied at once, so picking the same file again (after a cancel, say) is a change too.
            event.currentTarget.value = '';
            if (file) pick(file);
          }}
        />
        <label htmlFor={inputId} className="button file-field__label">
          {user.avatar || preview ? 'Choose a new picture' : 'Choose a picture'}
        </label>
        <p id={hintId} className="form-field__hint">
          {avatarTexts.hint}
        </p>
        {refusal ? (
          <p id={errorId} className="form-field__error">
            {refusal}
          </p>
        ) : null}
      </div>

      {preview ? (
        <figure className="edit-profile__new">
          <img className="edit-profile__preview" src={preview.previewUrl} alt="Your new picture, not saved yet" width={PICTURE_SIZE} height={PICTURE_SIZE} />
          <figcaption>
            New picture, not saved yet ({preview.width} × {preview.height} pixels)
          </figcaption>
        </figure>
      ) : null}

      {draft.phase === 'preparing' ? (
        <p className="edit-profile__note" aria-hidden="true">
          {avatarTexts.preparing}
        </p>
      ) : null}

      {draft.phase === 'uploading' ? (
        <div className="upload-progress">
          <span id={progressLabelId} className="upload-progress__label">
            Uploading your picture
          </span>
          <progress className="upload-progress__bar" aria-labelledby={progressLabelId} max={100} value={percent} />
          <span className="upload-progress__percent" aria-hidden="true" data-testid="upload-percent">
            {percent}%
          </span>
          <button ref={cancelButton} type="button" className="button" onClick={() => cancel()}>
            Cancel upload
          </button>
        </div>
      ) : null}

      {draft.phase === 'failed' ? (
        <div className="edit-profile__failure" role="alert">
          <p>{draft.message}</p>
        </div>
      ) : null}

      {draft.phase === 'ready' || draft.phase === 'cancelled' || draft.phase === 'failed' ? (
        <div className="edit-profile__actions">
          {draft.phase === 'failed' ? (
            <button ref={retryButton} type="button" className="button button--primary" onClick={() => save()}>
              Try again
            </button>
          ) : (
            <button ref={saveButton} type="button" className="button button--primary" onClick={() => save()}>
              Save picture
            </button>
          )}
          <button type="button" className="button" onClick={() => discard()}>
            Keep my old picture
          </button>
        </div>
      ) : null}

      <p className="visually-hidden" role="status" data-testid="picture-status">
        {announcementOf(draft)}
      </p>
    </section>
  );
}
