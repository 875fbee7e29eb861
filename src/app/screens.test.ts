import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { globSync } from 'tinyglobby';
import { screenModuleFile, screenModuleLoader } from './screen-modules';
import { parse } from 'regexparam';
import { childScreens, homeScreen, notFoundScreen, upPath } from './screens';

describe('the screen registry', () => {
  it('names a module for every child screen, and every screen module is named by one screen', () => {
    const files = globSync(['src/screens/**/*Screen.tsx', '!src/screens/home/**', '!src/screens/not-found/**'], { cwd: new URL('../..', import.meta.url).pathname });
    expect(files.map((file) => `/${file}`).sort()).toEqual(childScreens.map(screenModuleFile).sort());
    for (const screen of childScreens) expect(screenModuleLoader(screen), screen.module).toBeDefined();
    expect(new Set(childScreens.map((screen) => screen.module)).size).toBe(childScreens.length);
  });

  it('names the home and not-found modules, which the shell imports itself', () => {
    for (const screen of [homeScreen, notFoundScreen]) expect(existsSync(new URL(`../screens/${screen.module}.tsx`, import.meta.url))).toBe(true);
  });

  it('writes each path once', () => {
    const paths = [homeScreen, notFoundScreen, ...childScreens].map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every screen with a loader a head, and only server screens load on their own', async () => {
    const withLoad: string[] = [];
    for (const screen of childScreens) {
      const load = screenModuleLoader(screen);
      if (!load) throw new Error(`no module for ${screen.path}`);
      const module = await load();
      expect(typeof module.default, screen.module).toBe('function');
      expect(module.head === undefined, `${screen.module}: a loader and a head go together`).toBe(module.load === undefined);
      if (module.load) withLoad.push(screen.path);
    }
    // The catalogue's screens and search, whose HTML can carry their content.
    expect(withLoad.sort()).toEqual(['/category/:slug', '/page/:slug', '/product/:slug', '/product/reviews/:product_id', '/r/:referred_by', '/search']);
    for (const path of withLoad) expect(childScreens.find((screen) => screen.path === path)?.render).toBe('server');
  });

  it('leads Back to the screen a path is under, the screen’s own choice, or home', () => {
    const cases = [
      ['/account/wallet', '/account'],
      ['/account/my-orders/reviews/12', '/account/my-orders'],
      ['/cart/discounts', '/cart'],
      ['/checkout', '/cart'],
      ['/product/margherita-pizza', '/'],
      ['/product/reviews/1', '/'],
      ['/category/pizzas?sort=price', '/'],
      ['/no/such/page', '/'],
    ] as const;
    for (const [path, up] of cases) expect(upPath(parse, path), path).toBe(up);
  });
});
