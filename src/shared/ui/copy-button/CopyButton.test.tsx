// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FOR_MS, CopyButton } from './CopyButton';

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
function useClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

afterEach(() => {
  vi.useRealTimers();
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
});

describe('CopyButton', () => {
  it('copies the text, says so, and reads "Copy" again after a while', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    useClipboard(writeText);
    render(<CopyButton text="SAVE10" what="coupon code" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy coupon code' }));
    });
    expect(writeText).toHaveBeenCalledWith('SAVE10');
    expect(screen.getByRole('status').textContent).toBe('Coupon code copied.');
    expect(screen.getByRole('button').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(COPIED_FOR_MS));
    expect(screen.getByRole('button').textContent).toBe('Copy');
  });

  it.each([
    ['the Clipboard API is missing', undefined],
    ['the browser refuses', () => Promise.reject(new Error('NotAllowedError'))],
  ])('says how to copy by hand when %s', async (_case, writeText) => {
    useClipboard(writeText);
    render(<CopyButton text="https://shop.example/r/ALEX10" what="referral link" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy referral link' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Could not copy the referral link: select it and copy it yourself.');
  });
});
