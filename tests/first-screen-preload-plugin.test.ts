import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { blockChunkMap, declaredRegion } from '../scripts/vite/first-screen-preload-plugin';

type Bundle = Rollup.OutputBundle;

function chunk(fileName: string, options: { name?: string; isEntry?: boolean; isDynamicEntry?: boolean; facadeModuleId?: string | null; imports?: string[] }) {
  return { type: 'chunk', fileName, name: path.basename(fileName, '.js'), isEntry: false, isDynamicEntry: false, facadeModuleId: null, imports: [], ...options } as unknown as Rollup.OutputChunk;
}

function blocksDirWith(definitions: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'blocks-'));
  for (const [code, source] of Object.entries(definitions)) {
    mkdirSync(path.join(dir, code));
    writeFileSync(path.join(dir, code, `${code}.block.ts`), source);
  }
  return dir;
}

describe('blockChunkMap', () => {
  it('maps each block view to its chunk and the chunks it imports that start-up does not load', () => {
    const bundle: Bundle = {
      'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
      'assets/react.js': chunk('assets/react.js', {}),
      'assets/BannerSlider.js': chunk('assets/BannerSlider.js', { isDynamicEntry: true, facadeModuleId: '/p/blocks/banner_slider/BannerSlider.tsx', imports: ['assets/Carousel.js', 'assets/react.js'] }),
      'assets/Carousel.js': chunk('assets/Carousel.js', { imports: ['assets/SlideLink.js'] }),
      'assets/SlideLink.js': chunk('assets/SlideLink.js', { imports: ['assets/react.js'] }),
      'assets/TopNav.js': chunk('assets/TopNav.js', { isDynamicEntry: true, facadeModuleId: '/p/blocks/top_nav/TopNav.tsx', imports: ['assets/react.js'] }),
      'assets/CartScreen.js': chunk('assets/CartScreen.js', { isDynamicEntry: true, facadeModuleId: '/p/src/screens/cart/CartScreen.tsx' }),
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css' } as unknown as Rollup.OutputAsset,
    };
    const blocksDir = blocksDirWith({ banner_slider: "defineBlock({ code: 'banner_slider' })", top_nav: "defineBlock({ code: 'top_nav', region: 'header' })" });
    expect(blockChunkMap(bundle, blocksDir, '/shop/')).toEqual({
      banner_slider: { region: 'main', scripts: ['/shop/assets/BannerSlider.js', '/shop/assets/Carousel.js', '/shop/assets/SlideLink.js'] },
      top_nav: { region: 'header', scripts: ['/shop/assets/TopNav.js'] },
    });
  });

  it("leaves out the boot's step files and what they import: index.html preloads them already", () => {
    const bundle: Bundle = {
      'assets/index.js': chunk('assets/index.js', { isEntry: true }),
      'assets/react-dom.js': chunk('assets/react-dom.js', { name: 'react-dom', imports: ['assets/rolldown-runtime.js'] }),
      'assets/rolldown-runtime.js': chunk('assets/rolldown-runtime.js', { name: 'rolldown-runtime' }),
      'assets/boot-start-app.js': chunk('assets/boot-start-app.js', { name: 'boot-start-app', imports: ['assets/react-dom.js'] }),
      'assets/TopNav.js': chunk('assets/TopNav.js', { isDynamicEntry: true, facadeModuleId: '/p/blocks/top_nav/TopNav.tsx', imports: ['assets/boot-start-app.js', 'assets/rolldown-runtime.js', 'assets/Icon.js'] }),
      'assets/Icon.js': chunk('assets/Icon.js', { imports: ['assets/react-dom.js'] }),
    };
    const blocksDir = blocksDirWith({ top_nav: "defineBlock({ code: 'top_nav', region: 'header' })" });
    expect(blockChunkMap(bundle, blocksDir, '/')).toEqual({ top_nav: { region: 'header', scripts: ['/assets/TopNav.js', '/assets/Icon.js'] } });
  });
});

describe('declaredRegion', () => {
  it('reads the region a definition declares, main by default', () => {
    expect(declaredRegion("  region: 'fixed',")).toBe('fixed');
    expect(declaredRegion('region: "header"')).toBe('header');
    expect(declaredRegion("code: 'static_banner'")).toBe('main');
  });
});

describe('the build reads every block as the app does', () => {
  it('gives each registered block the region its definition declares', async () => {
    const { blockRegistry } = await import('../blocks/registry');
    const { readFileSync } = await import('node:fs');
    for (const block of blockRegistry) {
      const source = readFileSync(path.join(import.meta.dirname, '..', 'blocks', block.code, `${block.code}.block.ts`), 'utf8');
      expect(declaredRegion(source), block.code).toBe(block.region);
    }
  });
});
