// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import StaticBanner from './StaticBanner';
import { staticBannerBlock, staticBannerDataSchema, staticBannerSettingsSchema } from './static_banner.block';
import { staticBannerFixture } from './static_banner.fixture';

type Input = { data?: unknown; settings?: unknown; index?: number };

function renderBanner({ data = staticBannerFixture.data, settings = staticBannerFixture.settings, index = 0 }: Input = {}) {
  const location = memoryLocation({ path: '/', record: true });
  const view = render(
    <Router hook={location.hook}>
      <main>
        <StaticBanner id="4" index={index} mode="live" data={staticBannerDataSchema.parse(data)} settings={staticBannerSettingsSchema.parse(settings)} />
      </main>
    </Router>,
  );
  return { ...view, location };
}

const picture = { src: '/sim-images/a.svg', alt: 'Pizza oven' };

describe('the static_banner block', () => {
  describe('its schemas', () => {
    it('accept the fixture, which is also the default, as version 2 data', async () => {
      expect(staticBannerBlock.parse(staticBannerFixture.data, staticBannerFixture.settings).success).toBe(true);
      await expect(staticBannerBlock.loadDefaults()).resolves.toBe(staticBannerFixture);
      expect(staticBannerBlock.version).toBe(2);
      expect(staticBannerFixture.data.schema_version).toBe(2);
    });

    it('need only a picture; everything else has a default', () => {
      expect(staticBannerBlock.parse({ image: picture }, null)).toMatchObject({
        success: true,
        data: { heading: '', text: '', button_label: '', link: { type: 'none' }, image: { width: 1200, height: 600 } },
        settings: { text_color: '#ffffff', overlay_opacity: 30, text_position: 'center' },
      });
    });

    it.each([
      ['a javascript: link', { image: picture, link: { type: 'url', url: 'javascript:alert(1)' } }],
      ['an image without src', { image: { alt: 'Pizza' } }],
      ['no image', { heading: 'Sale' }],
      ['a mobile image without src', { image: picture, mobile_image: { alt: 'Pizza' } }],
      ['a version it does not know', { image: picture, schema_version: 3 }],
    ])('refuse %s', (_, data) => {
      expect(staticBannerBlock.parse(data, {}).success).toBe(false);
    });

    it('refuses a text colour that is not a colour', () => {
      expect(staticBannerBlock.parse({ image: picture }, { text_color: 'expression(alert(1))' }).success).toBe(false);
    });
  });

  describe('its view', () => {
    it('marks its root with its code and item id', () => {
      const { container } = renderBanner();
      expect(container.querySelector('[data-block="static_banner"][data-block-id="4"]')).not.toBeNull();
    });

    it('shows the heading, text and a button that leads into the store', async () => {
      const user = userEvent.setup();
      const { location } = renderBanner();
      expect(screen.getByRole('heading', { level: 2, name: 'Free delivery on bigger orders' })).toBeTruthy();
      expect(screen.getByText('Within 5 km of any of our branches, every day.')).toBeTruthy();
      const button = screen.getByRole('link', { name: 'Start an order' });
      expect(button.getAttribute('href')).toBe('/category/full-menu');
      await user.click(button);
      expect(location.history.at(-1)).toBe('/category/full-menu');
      // Only the button is a link: the picture is not a second link to the same place.
      expect(screen.getAllByRole('link')).toHaveLength(1);
    });

    it('makes the whole banner the link when there is no button label', () => {
      renderBanner({ data: { image: picture, link: { type: 'url', url: 'https://order.example.com' } } });
      const link = screen.getByRole('link', { name: /Pizza oven/ });
      expect(link.querySelector('img')).not.toBeNull();
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('is not a link at all without one', () => {
      renderBanner({ data: { image: picture, heading: 'Welcome' } });
      expect(screen.queryByRole('link')).toBeNull();
    });

    it('sizes its pictures up front, with a separate one for phones', () => {
      const { container } = renderBanner();
      const image = container.querySelector('img');
      expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1200', '400']);
      const source = container.querySelector('source');
      expect(source?.getAttribute('media')).toBe('(max-width: 768px)');
      expect([source?.getAttribute('width'), source?.getAttribute('height')]).toEqual(['800', '600']);
    });

    it.each([
      [0, 'eager', 'high'],
      [1, 'eager', null],
      [2, 'lazy', null],
    ])('at place %i loads %s with priority %s', (index, loading, priority) => {
      const { container } = renderBanner({ index });
      const image = container.querySelector('img');
      expect(image?.getAttribute('loading')).toBe(loading);
      expect(image?.getAttribute('fetchpriority')).toBe(priority);
      expect(image?.getAttribute('decoding')).toBe('async');
    });

    it('places and colours the text as set', () => {
      const { container } = renderBanner({ settings: { text_color: '#000000', text_position: 'right', overlay_opacity: 0 } });
      const content = container.querySelector<HTMLElement>('.media-banner__content');
      expect(content?.className).toContain('media-banner__content--right');
      expect(content?.style.color).toBe('rgb(0, 0, 0)');
      expect(container.querySelector('.media-banner__overlay')).toBeNull();
    });

    it('has no accessibility violations axe can see without layout', async () => {
      const { container } = renderBanner();
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
});
