/**
 * What `use-sync-external-store/shim` gives effector-react and wouter, from React itself: React 18+ has the
 * hook, and the shim's fallback for older Reacts would only add bytes to the shopper's first download
 * (vite.config.ts aliases the shim's entry here; decisions/0015).
 */
import { useSyncExternalStore } from 'react';

export { useSyncExternalStore };
export default { useSyncExternalStore };
