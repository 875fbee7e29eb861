import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { compileHintComment, startUpCompileHints } from '../scripts/vite/compile-hints-plugin';

const chunk = (fileName: string, code: string, options: { isEntry?: boolean; imports?: string[] } = {}) =>
  ({ type: 'chunk', fileName, code, isEntry: false, imports: [], ...options }) as unknown as Rollup.OutputChunk;

function generate(bundle: Rollup.OutputBundle, bootChunkNames: string[] = []) {
  const hook = startUpCompileHints((name) => bootChunkNames.includes(name)).generateBundle as { handler: (this: unknown, options: unknown, bundle: Rollup.OutputBundle, isWrite: boolean) => void };
  hook.handler.call({}, {}, bundle, true);
  return Object.fromEntries(Object.entries(bundle).map(([file, output]) => [file, output.type === 'chunk' ? output.code : null]));
}

describe('startUpCompileHints', () => {
  it('starts the entry and every chunk it imports statically with the hint, and leaves lazy chunks and assets alone', () => {
    const bundle: Rollup.OutputBundle = {
      'assets/index.js': chunk('assets/index.js', 'import"./react.js";import("./Cart.js")', { isEntry: true, imports: ['assets/react.js'] }),
      'assets/react.js': chunk('assets/react.js', 'export{}', { imports: ['assets/shim.js'] }),
      'assets/shim.js': chunk('assets/shim.js', 'export{}'),
      'assets/Cart.js': chunk('assets/Cart.js', 'export default 1', { imports: ['assets/react.js'] }),
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: 'body{}' } as unknown as Rollup.OutputAsset,
    };
    expect(generate(bundle)).toEqual({
      'assets/index.js': `${compileHintComment}\nimport"./react.js";import("./Cart.js")`,
      'assets/react.js': `${compileHintComment}\nexport{}`,
      'assets/shim.js': `${compileHintComment}\nexport{}`,
      'assets/Cart.js': 'export default 1',
      'assets/index.css': null,
    });
  });

  it('also starts the chunks the boot loads by name with the hint, and what they import', () => {
    const bundle: Rollup.OutputBundle = {
      'assets/index.js': chunk('assets/index.js', 'import("./react-dom.js")', { isEntry: true }),
      'assets/react-dom.js': { ...chunk('assets/react-dom.js', 'export{}', { imports: ['assets/scheduler.js'] }), name: 'react-dom' } as Rollup.OutputChunk,
      'assets/scheduler.js': chunk('assets/scheduler.js', 'export{}'),
      'assets/Cart.js': { ...chunk('assets/Cart.js', 'export{}'), name: 'Cart' } as Rollup.OutputChunk,
    };
    expect(generate(bundle, ['react-dom'])).toEqual({
      'assets/index.js': `${compileHintComment}\nimport("./react-dom.js")`,
      'assets/react-dom.js': `${compileHintComment}\nexport{}`,
      'assets/scheduler.js': `${compileHintComment}\nexport{}`,
      'assets/Cart.js': 'export{}',
    });
  });

  it('adds the hint once, however often it runs', () => {
    const bundle: Rollup.OutputBundle = { 'assets/index.js': chunk('assets/index.js', 'export{}', { isEntry: true }) };
    generate(bundle);
    expect(generate(bundle)['assets/index.js']).toBe(`${compileHintComment}\nexport{}`);
  });

  it('is the comment V8 reads: a line of its own at the very start of the file', () => {
    expect(compileHintComment).toBe('//# allFunctionsCalledOnLoad');
  });
});
