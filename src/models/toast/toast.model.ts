import { createEffect, createEvent, createStore, sample } from 'effector';

/** Toasts hide after 2000 ms in the ordering app (spec section 9). */
export const TOAST_DURATION_MS = 2_000;

type ToastTone = 'info' | 'error' | 'success';
interface Toast {
  /** The message is the id: the same message is never shown twice at once. */
  message: string;
  tone: ToastTone;
}

export const toastShown = createEvent<string | Toast>();
export const toastDismissed = createEvent<string>();

const toastTimerFx = createEffect(
  (message: string) => new Promise<string>((resolve) => setTimeout(() => resolve(message), TOAST_DURATION_MS)),
);

export const $toasts = createStore<Toast[]>([]);

const toastAdded = sample({
  clock: toastShown,
  source: $toasts,
  fn: (_, shown): Toast => (typeof shown === 'string' ? { message: shown, tone: 'info' } : shown),
  // When the same message is already on screen, show nothing new.
  filter: (toasts, shown) => {
    const message = typeof shown === 'string' ? shown : shown.message;
    return message.trim() !== '' && !toasts.some((toast) => toast.message === message);
  },
});

$toasts.on(toastAdded, (toasts, toast) => [...toasts, toast]);
// When a toast appears, start its 2 s timer.
sample({ clock: toastAdded, fn: (toast) => toast.message, target: toastTimerFx });
// When its timer ends or the shopper closes it, remove it.
$toasts.on([toastTimerFx.doneData, toastDismissed], (toasts, message) => toasts.filter((toast) => toast.message !== message));
