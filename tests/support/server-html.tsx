import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/**
 * A server's HTML of `server` in the document, as a browser receives it, and `hydrate`, which takes it over with
 * `client` and gives what React had to mend (its recoverable errors: a mismatch is one).
 */
export function serverHtml(server: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  return {
    container,
    async hydrate(client: ReactNode) {
      const recoverable = vi.fn();
      await act(async () => {
        hydrateRoot(container, client, { onRecoverableError: recoverable });
      });
      return recoverable;
    },
  };
}
