import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The merchant preview studio's production build: `npm run build:studio` (vite build --config studio/vite.config.ts)
 * writes dist-studio/ at the project root, which `npm run simulator` serves under /__studio/ (fake-store/hosts/server/static-files.ts).
 * A build of its own, so the shopper's dist/ never holds studio code. Same React plugin and `@` alias as the root
 * config; not its siteDataPrefetch plugin, which belongs to the storefront's index.html only.
 */
const fromRoot = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

export default defineConfig({
  // studio/ is the root, so its index.html lands at dist-studio/index.html and its relative script resolves.
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__studio/',
  // The storefront's public/ (favicons, connectivity check) is not the studio's.
  publicDir: false,
  envDir: fromRoot(''),
  plugins: [react()],
  resolve: {
    alias: { '@': fromRoot('src') },
  },
  build: {
    outDir: fromRoot('dist-studio'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
});
