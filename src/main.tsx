import './styles.css';
// After the base styles, as when each block's stylesheet arrived with its chunk: the cascade stays the same.
import '../blocks/block-styles';

/** Lets the browser run other tasks (a paint, a tap) before the next step of the boot. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Boots in steps, each its own task, rather than evaluating all start-up code at once: React's renderer, then the
 * app's state (effector models, API schemas), then its UI modules, then the first render. On a phone a single
 * 200-700 ms task would block the page (ADR 0012). Each step is a file of its own, preloaded from index.html
 * (scripts/vite/start-up-chunks.ts), so the steps download together and only their evaluation is spread out.
 */
async function boot() {
  // Simulator mode (`npm start`): the mock worker must be serving before the first request goes out. The app's modules
  // load meanwhile, only the mount waits: the dev server sends each module on its own, and asking for the app's only
  // once the simulator's had all come took a second or more of the first load (scripts/bench-dev-start.ts).
  // The guarded dynamic imports are dropped from production builds, so shoppers never download the simulator.
  if (import.meta.env.VITE_SIMULATOR === 'true') {
    const simulator = import('../fake-store/hosts/browser').then(({ startSimulator }) => startSimulator());
    await Promise.all([simulator, import('./boot/renderer'), import('./boot/start-models'), import('./boot/start-app')]);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const { createRoot } = await import('./boot/renderer');
  await nextTask();
  await import('./boot/start-models');
  await nextTask();
  const { startApp } = await import('./boot/start-app');
  await nextTask();
  startApp(createRoot, container);
}

void boot();
