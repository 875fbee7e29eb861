import type { Plugin, Rollup } from 'vite';
import { staticClosure } from './first-screen-preload-plugin';

/** V8's explicit compile hint (Chrome 136+): compile every function in the file eagerly, off the main thread. */
export const compileHintComment = '//# allFunctionsCalledOnLoad';

/**
 * Production builds: the start-up chunks (the entry and what it imports statically, plus the boot's steps, which
 * index.html preloads: the chunks whose name `isBootChunk` accepts) begin with V8's compile hint.
 *
 * Nearly every function in them runs while the app starts. Without the hint, V8 compiles each one on the main thread
 * the first time it is called, inside the one long task that evaluates the modules; with it, V8 compiles them on a
 * background thread while the file downloads. Lazily loaded chunks keep lazy compilation. Other engines read a comment.
 */
export function startUpCompileHints(isBootChunk: (chunkName: string) => boolean = () => false): Plugin {
  return {
    name: 'storefront:start-up-compile-hints',
    apply: 'build',
    // Last, after minification (which would drop the comment) and Vite's own rewrites of the chunks.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const startUp = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && (output.isEntry || isBootChunk(output.name))) staticClosure(bundle, output.fileName, startUp);
        }
        for (const file of startUp) {
          const chunk = bundle[file] as Rollup.OutputChunk | undefined;
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(compileHintComment)) chunk.code = `${compileHintComment}\n${chunk.code}`;
        }
      },
    },
  };
}
