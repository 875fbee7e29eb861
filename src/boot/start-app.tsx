import { allSettled, fork } from 'effector';
import { StrictMode } from 'react';
import type { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { watchFirstInteraction } from '@/app/plugins/first-interaction';
import { appStarted } from '@/models/app/app.model';

/** Mounts the app in its own effector scope and fires `appStarted` (src/main.tsx loads this after React's renderer). */
export function startApp(createReactRoot: typeof createRoot, container: HTMLElement): void {
  const scope = fork();
  // Plugins that load on the first interaction count one made before their code arrived.
  watchFirstInteraction();
  // Errors caught by a layout node's boundary are reported once by the boundary itself (src/layout/report.ts);
  // React's default would log each one again on every retry.
  createReactRoot(container, { onCaughtError: () => undefined }).render(
    <StrictMode>
      <App scope={scope} />
    </StrictMode>,
  );
  void allSettled(appStarted, { scope });
}
