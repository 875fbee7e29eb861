// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ByWidth } from './ByWidth';

const part = <ByWidth narrow={<p>Strip</p>} wide={<p>Grid</p>} />;

/** A window whose width matches the phone query, or not. */
function stubWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ByWidth', () => {
  it('on a server draws both, each marked for the width CSS shows it at', () => {
    expect(renderToString(part)).toBe('<div class="by-width--narrow"><p>Strip</p></div><div class="by-width--wide"><p>Grid</p></div>');
  });

  it.each([
    [true, 'Strip'],
    [false, 'Grid'],
  ])('in the browser (phone: %s) draws only %s', (narrow, shown) => {
    stubWidth(narrow);
    const { container } = render(part);
    expect(container.textContent).toBe(shown);
  });

  it('hydrates the server\'s two without a mismatch, then keeps the one for the width where it was', async () => {
    stubWidth(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(part);
    document.body.append(container);
    const strip = container.querySelector('p');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, part, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('<div class="by-width--narrow"><p>Strip</p></div><div class="by-width--wide"></div>');
    // The strip kept is the server's element, not one drawn anew.
    expect(container.querySelector('p')).toBe(strip);
    container.remove();
  });
});
