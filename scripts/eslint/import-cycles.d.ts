import type { ESLint } from 'eslint';

/** The local rules (import-cycles.js): `no-cross-folder-cycle`. */
declare const localRules: ESLint.Plugin;
export default localRules;
