import { allSettled, fork } from 'effector';
import { StrictMode } from 'react';
import type { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { HAND_OVER_ID } from '@/app/hand-over-id';
import { watchFirstInteraction } from '@/app/plugins/first-interaction';
import { appStarted } from '@/models/app/app.model';

// Errors caught by a layout node's boundary are reported once by the boundary itself (src/layout/report.ts);
// React's default would log each one again on every retry.
const onCaughtError = () => undefined;

/** Renders the app afresh in its own effector scope and fires `appStarted`. */
function renderApp(createReactRoot: typeof createRoot, container: HTMLElement): void {
  const scope = fork();
  createReactRoot(container, { onCaughtError }).render(
    <StrictMode>
      <App scope={scope} />
    </StrictMode>,
  );
  void allSettled(appStarted, { scope });
}

/**
 * Mounts the app (src/main.tsx loads this after React's renderer): a page the server rendered is hydrated, from its
 * own chunk; any other page, or one whose hand-over cannot be read, is rendered afresh.
 */
export function startApp(createReactRoot: typeof createRoot, container: HTMLElement): void {
  // Plugins that load on the first interaction count one made before their code arrived.
  watchFirstInteraction();
  const handOver = document.getElementById(HAND_OVER_ID)?.textContent;
  if (handOver === undefined) return renderApp(createReactRoot, container);
  void import('./hydrate-app')
    .then(({ hydrateApp, readHandOver }) => {
      const read = readHandOver(handOver);
      if (read) return hydrateApp(container, read, onCaughtError);
      renderApp(createReactRoot, container);
    })
    .catch(() => renderApp(createReactRoot, container));
}
