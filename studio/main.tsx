import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './app/StudioApp';

/**
 * The merchant preview studio's entry (studio/index.html): `/__studio` on `npm start` (Vite's dev server, see
 * vite.config.ts) and on `npm run simulator` (the dist-studio build, studio/vite.config.ts). It is a separate
 * entry, so nothing of it reaches the shopper's bundle.
 */
const container = document.getElementById('studio-root');
if (!container) throw new Error('studio/index.html has no #studio-root element to mount the studio in.');

createRoot(container).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);
