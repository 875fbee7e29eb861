// @vitest-environment jsdom
import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps } from './early-taps';

/** A part of the page whose code arrives after the root's (the footer, a block below the first screen). */
function Later({ onTap }: { onTap: () => void }) {
  return (
    <section>
      <button type="button" onClick={onTap}>
        Later
      </button>
      <div className="merchant" dangerouslySetInnerHTML={{ __html: '<p><a href="#offer">Our offer</a></p>' }} />
    </section>
  );
}

function Page({ part: Part, onNow, onLater }: { part: ComponentType<{ onTap: () => void }>; onNow: () => void; onLater: () => void }) {
  return (
    <main>
      <button type="button" onClick={onNow}>
        Now
      </button>
      <Suspense fallback={null}>
        <Part onTap={onLater} />
      </Suspense>
    </main>
  );
}

/** The server's HTML of the page, hydrated with the later part's code held back until `arrive()`. */
async function hydratedWithLatePart() {
  const onNow = vi.fn();
  const onLater = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page part={Later} onNow={onNow} onLater={onLater} />);
  document.body.append(container);
  let arrive = () => {};
  const code = new Promise<{ default: typeof Later }>((resolve) => {
    arrive = () => resolve({ default: Later });
  });
  holdEarlyTaps(container);
  await act(async () => {
    hydrateRoot(container, <Page part={lazy(() => code)} onNow={onNow} onLater={onLater} />);
  });
  const button = (name: string) => [...container.querySelectorAll('button')].find((element) => element.textContent === name) as HTMLButtonElement;
  return { container, onNow, onLater, button, arrive };
}

/** A tap as the browser sends it: returns false when something held it (prevented its default). */
const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyTaps', () => {
  it('lets a tap on hydrated HTML through, and holds one on HTML not hydrated yet until it is, then replays it once', async () => {
    const { onNow, onLater, button, arrive } = await hydratedWithLatePart();
    expect(tap(button('Now'))).toBe(true);
    expect(onNow).toHaveBeenCalledTimes(1);

    const later = button('Later');
    expect(tap(later)).toBe(false);
    expect(onLater).not.toHaveBeenCalled();

    await act(async () => {
      arrive();
    });
    // The same element, now React's: the held tap is replayed on it, once.
    expect(button('Later')).toBe(later);
    await vi.waitFor(() => expect(onLater).toHaveBeenCalledTimes(1));
    expect(tap(later)).toBe(true);
    expect(onLater).toHaveBeenCalledTimes(2);
  });

  it('holds a tap on merchant HTML inside a part not hydrated yet, and lets it through once its container is React’s', async () => {
    const { container, arrive } = await hydratedWithLatePart();
    const link = container.querySelector('.merchant a') as HTMLAnchorElement;
    expect(tap(link)).toBe(false);
    await act(async () => {
      arrive();
    });
    // React never marks the elements it sets as inner HTML: their container decides.
    expect(tap(link)).toBe(true);
  });
});
