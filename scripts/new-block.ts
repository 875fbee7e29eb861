/** `npm run new:block <code> [--dry-run]`: scaffolds blocks/<code>/ and its registry line (scripts/scaffold/). */
import { fileURLToPath } from 'node:url';
import { runScaffold, scaffoldArgs } from './scaffold/cli';

// The project root is where this script lives, not the caller's directory, so it works from any folder.
const root = fileURLToPath(new URL('..', import.meta.url));
process.exitCode = runScaffold('block', scaffoldArgs(process.argv, process.env), root, { log: console.log, error: console.error });
