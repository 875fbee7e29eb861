import { useUnit } from 'effector-react';
import { useActionState, useId, useRef } from 'react';
import { profileChanges, profileDetailsSchema, profileFields, profileTexts, profileValues, type ProfileField } from '@/models/profile/profile-details.lib';
import { updateProfileFx } from '@/models/session/auth.model';
import { $user } from '@/models/session/session.model';
import { FormErrorSummary, SubmitButton, TextField } from '@/shared/ui/form/fields';
import { formValues, idleFormResult, issuesByField, refusedFormResult, type FormResult } from '@/shared/ui/form/form-result';
import { useFocusFirstError } from '@/shared/ui/form/use-focus-first-error';

/**
 * Name, email and phone, prefilled from the profile (WCAG 3.3.7: nothing typed twice), built with the form kit
 * (ADR 0018). Only what changed is sent; the answer is merged into the user, so every screen shows it at once.
 */
export function ProfileDetailsForm() {
  const [user, updateProfile] = useUnit([$user, updateProfileFx]);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const summaryId = `${id}-summary`;

  const [result, submit] = useActionState(async (_previous: FormResult<ProfileField>, formData: FormData): Promise<FormResult<ProfileField>> => {
    const values = formValues(formData, profileFields);
    const checked = profileDetailsSchema.safeParse(values);
    if (!checked.success) return { status: 'invalid', fieldErrors: issuesByField(checked.error.issues), message: null, values };
    const changes = profileChanges(user, checked.data);
    if (Object.keys(changes).length === 0) return { status: 'done', fieldErrors: {}, message: profileTexts.unchanged, values: {} };
    try {
      await updateProfile(changes);
      return { status: 'done', fieldErrors: {}, message: profileTexts.saved, values: {} };
    } catch (error) {
      return refusedFormResult(error, profileFields, values, profileTexts.failed);
    }
  }, idleFormResult<ProfileField>());
  useFocusFirstError(form, result, summaryId);

  // After a failed submit the fields keep what was typed; otherwise they show the profile as it now is.
  const shown = { ...profileValues(user), ...result.values };
  return (
    <section className="edit-profile__details" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="edit-profile__heading">
        Your details
      </h2>
      <form ref={form} action={submit} noValidate className="form-stack" aria-labelledby={`${id}-title`}>
        <FormErrorSummary id={summaryId} message={result.status === 'done' ? null : result.message} />
        <TextField name="name" label="Name" type="text" autoComplete="name" defaultValue={shown.name} error={result.fieldErrors.name} />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          hint={profileTexts.emailHint}
          defaultValue={shown.email}
          error={result.fieldErrors.email}
        />
        <TextField name="phone" label="Phone (optional)" type="tel" inputMode="tel" autoComplete="tel" hint={profileTexts.phoneHint} defaultValue={shown.phone} error={result.fieldErrors.phone} />
        <SubmitButton pendingLabel="Saving…">Save details</SubmitButton>
        <p className="edit-profile__saved" role="status" data-testid="details-status">
          {result.status === 'done' ? result.message : ''}
        </p>
      </form>
    </section>
  );
}
