import { createEffect, createEvent, createStore, sample } from 'effector';
import { safeLocalStorage } from '@/shared/lib/storage';
import { consentStorageKey, parseStoredConsent, serializeConsent, undecided, type ConsentChoice, type ConsentState } from './consent.lib';

/** The app read the kept choice (at start). */
export const consentRestoreRequested = createEvent();
/** The shopper chose: accept all, reject all, or per category. */
export const consentDecided = createEvent<ConsentChoice>();
/** The footer's "Cookie settings" link, or the banner's "Choose" button, asks for the per-category panel. */
export const consentSettingsOpened = createEvent();
export const consentSettingsClosed = createEvent();

export const readConsentFx = createEffect((): ConsentState => {
  try {
    return parseStoredConsent(safeLocalStorage()?.getItem(consentStorageKey) ?? null);
  } catch {
    return undecided;
  }
});

export const writeConsentFx = createEffect((state: Extract<ConsentState, { status: 'decided' }>) => {
  // A full or blocked storage loses only the memory of the choice: the shopper is asked again next visit.
  try {
    safeLocalStorage()?.setItem(consentStorageKey, serializeConsent(state.choice, state.decidedAt));
  } catch {
    /* kept in memory for this visit */
  }
});

export const $consent = createStore<ConsentState>(undecided);
/** Whether the per-category panel is open (the banner shows it; the footer link reopens it). */
export const $consentSettingsOpen = createStore(false);

// When the app starts, read the kept choice.
sample({ clock: consentRestoreRequested, target: readConsentFx });
sample({ clock: readConsentFx.doneData, target: $consent });
// When the shopper decides, keep the choice with the time it was made.
sample({
  clock: consentDecided,
  fn: (choice): Extract<ConsentState, { status: 'decided' }> => ({ status: 'decided', choice, decidedAt: new Date().toISOString() }),
  target: [$consent, writeConsentFx],
});
// When the panel is asked for, open it; a decision or a close shuts it.
sample({ clock: consentSettingsOpened, fn: () => true, target: $consentSettingsOpen });
sample({ clock: [consentSettingsClosed, consentDecided], fn: () => false, target: $consentSettingsOpen });
