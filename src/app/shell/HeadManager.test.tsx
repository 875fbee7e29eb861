// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { fork, type StorePair } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import { settingKeys, type SiteSettings } from '@/domain/site-settings';
import { $siteSettings } from '@/models/site/site.model';
import { HeadManager } from './HeadManager';

const root = document.documentElement;

function renderWithColours(bg: string, onBg: string, text: string) {
  const settings: SiteSettings = { [settingKeys.storeBgColor]: bg, [settingKeys.storeTextOnBgColor]: onBg, [settingKeys.storeTextColor]: text };
  const scope = fork({ values: [[$siteSettings, settings] satisfies StorePair<SiteSettings>] });
  return render(
    <Provider value={scope}>
      <HeadManager ready={false} />
    </Provider>,
  );
}

afterEach(() => {
  root.removeAttribute('style');
  delete root.dataset.palette;
});

describe('HeadManager', () => {
  it('draws the page in the store’s colours, kept readable, and notes which they were', async () => {
    root.dataset.palette = '#1f6f5c #ffffff #1d2a26';
    renderWithColours('#FFCC00', '#ffffff', '#1d2a26');
    await waitFor(() => expect(root.dataset.palette).toBe('#ffcc00 #ffffff #1d2a26'));
    expect(root.style.getPropertyValue('--store-bg')).toBe('#ffcc00');
    // White on amber fails: near-black words instead.
    expect(root.style.getPropertyValue('--store-text-on-bg')).toBe('#111111');
  });

  it('leaves a page already drawn in those colours as it is (the server’s, or the stylesheet’s own)', async () => {
    root.dataset.palette = '#ffcc00 #ffffff #1d2a26';
    renderWithColours('#ffcc00', '#ffffff', '#1d2a26');
    // Had the effect asked for the palette's code, it would have it and have applied it by the time the test does.
    await act(async () => {
      await import('@/domain/palette');
    });
    expect(root.getAttribute('style')).toBeNull();
  });
});
