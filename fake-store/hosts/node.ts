import { setupServer } from 'msw/node';
import { handlers } from '../http/handlers';

/**
 * The simulated store for Node tests. Call `server.listen({ onUnhandledRequest: 'error' })` in the test,
 * `seedDatabase()` for a clean store, and `server.use(...scenarioHandlers(name))` for a scenario.
 */
export const server = setupServer(...handlers);
