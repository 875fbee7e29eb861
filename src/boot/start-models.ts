/**
 * The second step of the boot (src/main.tsx): the app's state. Importing these runs the effector models the first
 * screen uses, with the API clients and schemas they need: most of the start-up's module evaluation (measured 40-45
 * of 85 ms unthrottled, ADR 0012), in a task of its own before the UI's modules run in the next one.
 * A model missing from this list still works: it then runs with the UI's modules, in the next step.
 */
import '@/models/site/site.model';
import '@/models/session/session.model';
import '@/models/cart/cart.model';
import '@/models/consent/consent.model';
import '@/models/analytics/analytics.model';
import '@/models/toast/toast.model';
import '@/models/loading/loading.model';
import '@/models/connectivity/connectivity.model';

export { appStarted, appStopped } from '@/models/app/app.model';
