// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchWindowGone } from './razorpay';

/** A stand-in for the vendor's open(): puts its window on the page, as Razorpay's script does. */
function openWindow(): HTMLElement {
  const window = document.createElement('div');
  window.className = 'vendor-window';
  document.body.appendChild(window);
  return window;
}

const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => document.body.replaceChildren());

describe('watchWindowGone', () => {
  it('says once when the window the vendor opened is removed from the page', async () => {
    const onGone = vi.fn();
    let window: HTMLElement | null = null;
    watchWindowGone(() => (window = openWindow()), onGone);
    document.body.appendChild(document.createElement('p'));
    await microtasks();
    expect(onGone).not.toHaveBeenCalled();
    window!.remove();
    await microtasks();
    expect(onGone).toHaveBeenCalledTimes(1);
    document.body.appendChild(document.createElement('p'));
    await microtasks();
    expect(onGone).toHaveBeenCalledTimes(1);
  });

  it('says so when the window is hidden rather than removed, and not for a window shown before it opened', async () => {
    const onGone = vi.fn();
    const before = openWindow();
    let window: HTMLElement | null = null;
    watchWindowGone(() => (window = openWindow()), onGone);
    before.remove();
    await microtasks();
    expect(onGone).not.toHaveBeenCalled();
    window!.style.display = 'none';
    await microtasks();
    expect(onGone).toHaveBeenCalledTimes(1);
  });

  it('watches nothing when opening showed nothing on the page', async () => {
    const onGone = vi.fn();
    watchWindowGone(() => undefined, onGone);
    document.body.appendChild(document.createElement('p'));
    await microtasks();
    expect(onGone).not.toHaveBeenCalled();
  });
});
