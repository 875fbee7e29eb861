import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { storefrontAliases } from '../vite.config';

/**
 * The server's build (ADR 0044): one self-contained ES module per host in dist-server/, after the client's build
 * (the worker carries the client's index.html as its page template). `--mode node` builds `node.js` for Node 20,
 * `--mode worker` builds `worker.js` for workerd, with the packages' worker builds (React's edge renderer).
 */
const hosts = {
  node: { entry: 'server/hosts/node.ts', conditions: ['node', 'import', 'module', 'default'] },
  worker: { entry: 'server/hosts/worker.ts', conditions: ['workerd', 'worker', 'edge-light', 'browser', 'import', 'module', 'default'] },
} as const;

export default defineConfig(({ mode }) => {
  const host = mode === 'worker' ? hosts.worker : hosts.node;
  return {
    root: fileURLToPath(new URL('..', import.meta.url)),
    plugins: [react()],
    resolve: { alias: storefrontAliases, conditions: [...host.conditions] },
    ssr: {
      // Everything in the one file: a worker has no node_modules, and Node starts faster from one module.
      noExternal: true,
      target: mode === 'worker' ? 'webworker' : 'node',
      resolve: { conditions: [...host.conditions], externalConditions: [...host.conditions] },
    },
    // The client's build is in dist/ already; the server's goes beside it.
    publicDir: false,
    build: {
      ssr: host.entry,
      outDir: 'dist-server',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: { output: { format: 'es', entryFileNames: `${mode === 'worker' ? 'worker' : 'node'}.js`, codeSplitting: false } },
    },
  };
});
