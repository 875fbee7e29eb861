/**
 * The first step of the boot (src/main.tsx): React's renderer. An ES module of our own around react-dom's CommonJS,
 * so the interop with it happens in the renderer's file and the entry needs none of rolldown's helpers.
 */
export { createRoot } from 'react-dom/client';
