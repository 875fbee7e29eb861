import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { framedBySameOrigin, isPreviewAllowed, isStudioFrame, PREVIEW_TOKEN_STORAGE_KEY } from './preview-access';

const token = 'b2f1c9a04e7d4c1f9e0a3b5c7d9e1f20';
const origin = 'https://shop.example';

type Parent = 'none' | 'same-origin' | 'cross-origin';

/** A page's window as the rule reads it: its origin and query, its parent, and what its localStorage keeps. */
function page({ parent = 'none', kept = null, search = '', storageBlocked = false }: { parent?: Parent; kept?: string | null; search?: string; storageBlocked?: boolean } = {}): Window {
  const storage = {
    getItem: (key: string) => {
      if (storageBlocked) throw new DOMException('The operation is insecure.', 'SecurityError');
      return key === PREVIEW_TOKEN_STORAGE_KEY ? kept : null;
    },
  };
  const studio = { location: { origin } };
  const otherSite = {
    get location(): { origin: string } {
      throw new DOMException(`Blocked a frame with origin "${origin}" from accessing a cross-origin frame.`, 'SecurityError');
    },
  };
  const win = { location: { origin, search }, localStorage: storage } as unknown as Window;
  Object.defineProperty(win, 'parent', { value: parent === 'none' ? win : parent === 'same-origin' ? studio : otherSite });
  return win;
}

describe('the production build', () => {
  beforeEach(() => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_SIMULATOR', 'false');
  });
  afterEach(() => vi.unstubAllEnvs());

  it.each<[string, Parameters<typeof page>[0], string, boolean]>([
    ['a plain visitor with ?preview=1', {}, '?preview=1&scenario=broken-layout', false],
    ['a visitor guessing a token', {}, `?preview=${token}`, false],
    ['a page framed by another site, with ?preview=1', { parent: 'cross-origin' }, '?preview=1', false],
    ['the studio’s frame (framed by this origin) with ?preview=1', { parent: 'same-origin' }, '?preview=1', true],
    ['the studio’s frame without ?preview', { parent: 'same-origin', kept: token }, '?studio=d1', false],
    ['a tab with the token this browser keeps', { kept: token }, `?preview=${token}&studio=d1`, true],
    ['a tab with another token than the one kept', { kept: token }, `?preview=${token}x`, false],
    ['a tab with ?preview=1 in a browser that keeps a token', { kept: token }, '?preview=1', false],
    ['a kept value too short to be the studio’s token', { kept: 'abc' }, '?preview=abc', false],
    ['an empty ?preview= and an empty kept value', { kept: '' }, '?preview=', false],
    ['a token in a browser whose storage is blocked', { kept: token, storageBlocked: true }, `?preview=${token}`, false],
  ])('%s: %s', (_, options, search, allowed) => {
    expect(isPreviewAllowed(page(options), search)).toBe(allowed);
  });

  it('tells the studio’s frames from a tab of its own: only a frame of this origin talks to the studio', () => {
    expect(isStudioFrame(page({ parent: 'same-origin', search: '?preview=1' }))).toBe(true);
    expect(isStudioFrame(page({ kept: token, search: `?preview=${token}` }))).toBe(false);
    expect(isStudioFrame(page({ parent: 'cross-origin', search: '?preview=1' }))).toBe(false);
  });
});

describe('the dev server and simulator builds', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('honour ?preview=1 for anyone, as the README says', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_SIMULATOR', 'true');
    expect(isPreviewAllowed(page(), '?preview=1')).toBe(true);
    expect(isPreviewAllowed(page(), '?preview=none')).toBe(false);
    expect(isPreviewAllowed(page(), '')).toBe(false);
  });
});

describe('framedBySameOrigin', () => {
  it('is false for a page that is not framed, true under the studio, false under another site (whose location throws)', () => {
    expect(framedBySameOrigin(page())).toBe(false);
    expect(framedBySameOrigin(page({ parent: 'same-origin' }))).toBe(true);
    expect(framedBySameOrigin(page({ parent: 'cross-origin' }))).toBe(false);
  });
});
