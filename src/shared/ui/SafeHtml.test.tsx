// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailureBoundary } from './LoadFailureBoundary';
import { preloadSanitizer, SafeHtml } from './SafeHtml';

afterEach(() => vi.useRealTimers());

describe('SafeHtml', () => {
  it('renders merchant HTML sanitised, without its scripts and handlers', async () => {
    const { container } = render(<SafeHtml html={'<p>Fresh <b>daily</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'} className="note" />);
    expect(await screen.findByText('daily')).toBeInstanceOf(HTMLElement);
    expect(container.querySelector('.note')?.innerHTML).toBe('<p>Fresh <b>daily</b></p><img src="x">');
  });

  it('once the sanitiser is preloaded, paints the HTML in the same commit as the rest of the screen', async () => {
    await preloadSanitizer();
    // No await after render: a lazy component would suspend for a tick and commit an empty slot first.
    const { container } = render(
      <section>
        <h1>Margherita</h1>
        <SafeHtml html="<p>Golden <em>crust</em></p>" className="description" />
      </section>,
    );
    expect(container.querySelector('.description')?.innerHTML).toBe('<p>Golden <em>crust</em></p>');
  });

});

describe('SafeHtml drawn by a server', () => {
  const html = '<p>Stone-baked <b>daily</b></p><script>alert(1)</script><p hidden>Later</p><p>&lt;b&gt;not bold&lt;/b&gt; &amp; more</p><img src=x onerror="alert(2)">';

  it('draws the text of the HTML, block by block, as escaped text: no element of the merchant reaches the page', () => {
    expect(renderToString(<SafeHtml html={html} className="description" />)).toBe(
      '<div class="description"><p>Stone-baked daily</p><p>&lt;b&gt;not bold&lt;/b&gt; &amp; more</p></div>',
    );
    expect(renderToString(<SafeHtml html={html} as="span" />)).toBe('<span>Stone-baked daily &lt;b&gt;not bold&lt;/b&gt; &amp; more</span>');
  });

  it('hydrates that text without a mismatch, then shows the sanitised HTML', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SafeHtml html={html} className="description" />);
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <SafeHtml html={html} className="description" />, { onRecoverableError: recoverable });
    });
    await vi.waitFor(() => expect(container.querySelector('.description b')?.textContent).toBe('daily'));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('.description')?.innerHTML).toBe('<p>Stone-baked <b>daily</b></p><p hidden="">Later</p><p>&lt;b&gt;not bold&lt;/b&gt; &amp; more</p><img src="x">');
    container.remove();
  });
});

describe('LoadFailureBoundary', () => {
  let failing = true;
  function Sanitiser() {
    if (failing) throw new TypeError('Failed to fetch dynamically imported module');
    return <p>Powered by Zepio</p>;
  }

  it('shows nothing when the code fails to load, keeps the rest of the page, and tries again once back online', () => {
    failing = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = vi.fn(() => {
      failing = false;
    });
    render(
      <main>
        <h1>Juniper Kitchen</h1>
        <LoadFailureBoundary failureMessage="Merchant HTML could not be shown: the sanitiser did not load" onRetry={onRetry}>
          <Sanitiser />
        </LoadFailureBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Juniper Kitchen' })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Powered by Zepio')).toBeNull();
    expect(error).toHaveBeenCalledWith('Merchant HTML could not be shown: the sanitiser did not load', expect.any(TypeError));
    expect(onRetry).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Powered by Zepio')).toBeInstanceOf(HTMLElement);
  });
});
