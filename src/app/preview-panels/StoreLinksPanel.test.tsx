// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutItem } from '@/api/schemas/site.schema';
import type { StoreLink, StoreLinkVerdict } from '@/layout/store-links';
import { requestHandler } from '@/models/catalog/test-products';
import { $layoutSettings } from '@/models/site/site.model';
import { bannerSliderFixture } from '../../../blocks/banner_slider/banner_slider.fixture';
import { checkStoreLinksFx } from './store-links.model';
import { StoreLinksPanel } from './StoreLinksPanel';

/** The seeded hero with its first two slides sent to a category and a product the backend is said not to have. */
const hero: LayoutItem = {
  id: 3,
  code: 'banner_slider',
  type: 'designElement',
  data: {
    ...bannerSliderFixture.data,
    slides: [
      { ...bannerSliderFixture.data.slides[0], link: { type: 'category', slug: 'summer-menu' } },
      { ...bannerSliderFixture.data.slides[1], link: { type: 'product', slug: 'family-pizza-deal' } },
      { image: { src: '/a.svg', alt: 'About us' }, link: { type: 'page', slug: 'about-us' } },
    ],
  },
  settings: bannerSliderFixture.settings,
  position: 30,
  uniqueId: null,
};

/** A backend stand-in: a verdict per slug; what it does not name it has. */
function backend(verdicts: Record<string, StoreLinkVerdict>) {
  const asked: string[][] = [];
  const handler = ({ links }: { links: readonly StoreLink[] }) => {
    asked.push(links.map((link) => link.href));
    return links.map((link) => ({ ...link, verdict: verdicts[link.target.slug] ?? ('found' as const) }));
  };
  return { asked, handler };
}

function renderPanel(verdicts: Record<string, StoreLinkVerdict>) {
  const { asked, handler } = backend(verdicts);
  const scope = fork({ values: [[$layoutSettings, { data: [hero] }]], handlers: [requestHandler(checkStoreLinksFx, handler)] });
  const view = render(
    <Provider value={scope}>
      <StoreLinksPanel />
    </Provider>,
  );
  return { asked, ...view };
}

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast is measured in Chromium by the end-to-end axe checks instead.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the Store links panel of merchant preview', () => {
  it('checks the layout’s links with the backend at once, and lists those that lead nowhere, then those it could not check', async () => {
    const { asked, container } = renderPanel({ 'summer-menu': 'missing', 'family-pizza-deal': 'unchecked' });
    await screen.findByText('Store links: 1 leads nowhere, 1 could not be checked');
    expect(asked).toEqual([['/category/summer-menu', '/product/family-pizza-deal', '/page/about-us']]);
    await userEvent.click(screen.getByText(/^Store links:/));
    const rows = within(screen.getByRole('list', { name: 'Store links to look at' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'banner_slider · item 3 · data.slides.0.link.slug: The store has no category "summer-menu": shoppers following /category/summer-menu see "Page not found".',
      'banner_slider · item 3 · data.slides.1.link.slug: Could not check /product/family-pizza-deal: the backend did not answer. It may be fine; look again when the backend is back.',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so in one line when every link leads to a page of the store', async () => {
    renderPanel({});
    expect(await screen.findByText('Store links: all 3 lead to pages of the store')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('in a studio frame, waits for the studio to ask (its hidden cost frames never do)', async () => {
    window.history.replaceState(null, '', '/?preview=1');
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ location: { origin: window.location.origin } } as unknown as Window);
    const { asked } = renderPanel({ 'summer-menu': 'missing' });
    await waitFor(() => expect(screen.getByText('Store links: checked when the studio asks')).toBeTruthy());
    expect(asked).toEqual([]);
  });
});
