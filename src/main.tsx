import { allSettled, fork } from 'effector';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { appStarted } from '@/models/app/app.model';
import './styles.css';
// After the base styles, as when each block's stylesheet arrived with its chunk: the cascade stays the same.
import '../blocks/block-styles';

async function boot() {
  // Simulator mode (`npm start`): the mock worker must be serving before the first request goes out.
  // The guarded dynamic import is dropped from production builds, so shoppers never download it.
  if (import.meta.env.VITE_SIMULATOR === 'true') {
    const { startSimulator } = await import('../mocks/browser');
    await startSimulator();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const scope = fork();
  // Errors caught by a layout node's boundary are reported once by the boundary itself (src/layout/report.ts);
  // React's default would log each one again on every retry.
  createRoot(container, { onCaughtError: () => undefined }).render(
    <StrictMode>
      <App scope={scope} />
    </StrictMode>,
  );
  void allSettled(appStarted, { scope });
}

void boot();
