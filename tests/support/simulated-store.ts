import { allSettled, createWatch, fork, type Scope } from 'effector';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '../../fake-store/hosts/node';
import { seedDatabase } from '../../fake-store/domain/seed';
import { appStarted, appStopped } from '@/models/app/app.model';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
}

/** Runs the simulated store under msw/node for this test file and records every /api request. */
export function setupSimulatedStore() {
  const requests: RecordedRequest[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) requests.push({ method: request.method, url, headers: request.headers });
  };
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', record);
  });
  beforeEach(async () => {
    requests.length = 0;
    await seedDatabase();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.events.removeAllListeners();
    server.close();
  });
  return { server, requests };
}

const startedScopes = new Set<Scope>();

// Every app a test started is stopped after it: its connectivity clock would otherwise keep ticking into the
// next tests, and past the end of the file into a torn-down jsdom (`document is not defined`).
afterEach(async () => {
  const scopes = [...startedScopes];
  startedScopes.clear();
  await Promise.all(scopes.map((scope) => allSettled(appStopped, { scope })));
});

/** Starts the app in a fresh scope and waits until boot has settled; it is stopped after the test. */
export async function startApp(scope: Scope = fork()): Promise<Scope> {
  startedScopes.add(scope);
  await allSettled(appStarted, { scope });
  return scope;
}

/** Counts how often a unit fires in a scope. */
export function countCalls(unit: Parameters<typeof createWatch>[0]['unit'], scope: Scope): { readonly count: number } {
  const counter = { count: 0 };
  createWatch({ unit, scope, fn: () => (counter.count += 1) });
  return counter;
}
