// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import BannerSlider from './BannerSlider';
import { bannerSliderBlock, bannerSliderDataSchema, bannerSliderSettingsSchema } from './banner_slider.block';
import { bannerSliderFixture } from './banner_slider.fixture';

type Input = { data?: unknown; settings?: unknown; index?: number };

function renderSlider({ data = bannerSliderFixture.data, settings = bannerSliderFixture.settings, index = 0 }: Input = {}) {
  const location = memoryLocation({ path: '/', record: true });
  const view = render(
    <Router hook={location.hook}>
      <main>
        <BannerSlider
          id="12"
          index={index}
          mode="live"
          data={bannerSliderDataSchema.parse(data)}
          settings={bannerSliderSettingsSchema.parse(settings)}
        />
      </main>
    </Router>,
  );
  return { ...view, location };
}

async function axeViolations(container: Element) {
  // jsdom has no layout, so contrast is left to the browser end-to-end checks.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

const slide = (image: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ slides: [{ image, ...extra }] });

describe('the banner_slider block', () => {
  describe('its schemas', () => {
    it('accept the fixture, which is also the default', async () => {
      expect(bannerSliderBlock.parse(bannerSliderFixture.data, bannerSliderFixture.settings).success).toBe(true);
      await expect(bannerSliderBlock.loadDefaults()).resolves.toBe(bannerSliderFixture);
    });

    it('fill everything but the picture from defaults, so a partial banner still shows', () => {
      const parsed = bannerSliderBlock.parse(slide({ src: '/sim-images/a.svg', alt: '' }), null);
      expect(parsed).toMatchObject({
        success: true,
        data: { title: '', slides: [{ heading: '', text: '', button_label: '', link: { type: 'none' }, image: { width: 1200, height: 600 } }] },
        settings: { autoplay: true, interval_seconds: 5, show_arrows: true, show_dots: true, aspect_ratio: '2:1' },
      });
    });

    it.each([
      ['a javascript: link', slide({ src: '/a.svg', alt: '' }, { link: { type: 'url', url: 'javascript:alert(1)' } }), 'data.slides.0.link.url'],
      ['an image without src', slide({ alt: 'Pizza' }), 'data.slides.0.image.src'],
      ['an image with an empty src', slide({ src: '', alt: 'Pizza' }), 'data.slides.0.image.src'],
      ['an image without alt text', slide({ src: '/a.svg' }), 'data.slides.0.image.alt'],
      ['no slides at all', { slides: [] }, 'data.slides'],
    ])('refuse %s', (_, data, path) => {
      const parsed = bannerSliderBlock.parse(data, {});
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.issues.map((issue) => issue.path)).toContain(path);
    });

    it.each([
      ['a colour that smuggles CSS', { text_color: 'red; background: url(https://evil.example)' }],
      ['an interval under 2 seconds', { interval_seconds: 0.5 }],
      ['an unknown aspect ratio', { aspect_ratio: '7:5' }],
      ['an overlay over 80 %', { overlay_opacity: 95 }],
    ])('refuse %s in settings', (_, settings) => {
      expect(bannerSliderBlock.parse(bannerSliderFixture.data, settings).success).toBe(false);
    });
  });

  describe('its view', () => {
    it('marks its root with its code and item id', () => {
      const { container } = renderSlider();
      expect(container.querySelector('[data-block="banner_slider"][data-block-id="12"]')).not.toBeNull();
    });

    it('shows every slide of the fixture in a labelled carousel', () => {
      renderSlider();
      const carousel = screen.getByRole('region', { name: 'Featured offers' });
      expect(within(carousel).getAllByRole('group', { name: /of 3$/ })).toHaveLength(3);
      expect(screen.getByRole('heading', { level: 2, name: 'Fresh salads, dressed every morning' })).toBeTruthy();
      expect(screen.getByText('Dough proved for 48 hours, in the size and crust you like.')).toBeTruthy();
    });

    it('names the carousel after the section title and nests slide headings under it', () => {
      renderSlider({ data: { ...bannerSliderFixture.data, title: 'This week' } });
      expect(screen.getByRole('heading', { level: 2, name: 'This week' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'This week' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 3, name: 'Fresh salads, dressed every morning' })).toBeTruthy();
    });

    it('turns a button label into a store link and opens other sites in a new tab', () => {
      renderSlider();
      expect(screen.getByRole('link', { name: 'See the salads' }).getAttribute('href')).toBe('/category/salads');
      expect(screen.getByRole('link', { name: 'Order a Margherita' }).getAttribute('href')).toBe('/product/margherita-pizza');
      const external = screen.getByRole('link', { name: /Gift cards from our store/ });
      expect(external.getAttribute('href')).toBe('https://gifts.example.com/our-store');
      expect(external.getAttribute('target')).toBe('_blank');
      expect(external.getAttribute('rel')).toBe('noopener noreferrer');
      expect(external.textContent).toContain('opens in a new tab');
    });

    it('follows a store link through the router', async () => {
      const user = userEvent.setup();
      const { location } = renderSlider();
      await user.click(screen.getByRole('link', { name: 'See the salads' }));
      expect(location.history.at(-1)).toBe('/category/salads');
    });

    it('names a linked slide that has no text or alt', () => {
      renderSlider({ data: slide({ src: '/a.svg', alt: '' }, { link: { type: 'page', slug: 'deals' } }) });
      expect(screen.getByRole('link', { name: 'View offer' }).getAttribute('href')).toBe('/page/deals');
    });

    it('sizes every image up front and fetches only the first one early at the top of the page', () => {
      const { container } = renderSlider({ index: 0 });
      const images = Array.from(container.querySelectorAll('img'));
      expect(images.map((image) => [image.getAttribute('width'), image.getAttribute('height')])).toEqual([
        ['1200', '600'],
        ['1200', '600'],
        ['1200', '600'],
      ]);
      expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
      expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
      expect(images.every((image) => image.getAttribute('decoding') === 'async')).toBe(true);
    });

    it('loads lazily and without priority further down the page', () => {
      const { container } = renderSlider({ index: 4 });
      const images = Array.from(container.querySelectorAll('img'));
      expect(images.every((image) => image.getAttribute('loading') === 'lazy' && !image.hasAttribute('fetchpriority'))).toBe(true);
    });

    it('offers the mobile picture to narrow screens, with its own size', () => {
      const { container } = renderSlider();
      const source = container.querySelector('source');
      expect(source?.getAttribute('media')).toBe('(max-width: 768px)');
      expect(source?.getAttribute('srcset')).toContain('fresh-salads-mobile.svg');
      expect([source?.getAttribute('width'), source?.getAttribute('height')]).toEqual(['800', '600']);
    });

    it('holds the chosen slide shapes before images load', () => {
      renderSlider({ settings: { aspect_ratio: '21:9', mobile_aspect_ratio: '1:1' } });
      const carousel = screen.getByRole('region', { name: 'Featured offers' });
      expect(carousel.style.getPropertyValue('--carousel-aspect')).toBe('21 / 9');
      expect(carousel.style.getPropertyValue('--carousel-aspect-mobile')).toBe('1 / 1');
    });

    it('moves between slides with its buttons', async () => {
      const user = userEvent.setup();
      renderSlider({ settings: { autoplay: false } });
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(screen.getByRole('button', { name: 'Go to slide 2 of 3' }).getAttribute('aria-current')).toBe('true');
    });

    it('follows the arrows, dots and autoplay settings', () => {
      renderSlider({ settings: { show_arrows: false, show_dots: false, autoplay: false } });
      expect(screen.queryByRole('button')).toBeNull();
    });

    it('offers a pause button when it plays by itself', () => {
      renderSlider({ settings: { autoplay: true } });
      expect(screen.getByRole('button', { name: 'Pause automatic slide show' })).toBeTruthy();
    });

    it('applies the text colour and darkening to the text over the picture', () => {
      const { container } = renderSlider({ settings: { text_color: '#ffee00', overlay_opacity: 50 } });
      const content = container.querySelector<HTMLElement>('.media-banner__content');
      expect(content?.style.color).toBe('rgb(255, 238, 0)');
      expect(container.querySelector<HTMLElement>('.media-banner__overlay')?.style.opacity).toBe('0.5');
    });

    it('has no accessibility violations axe can see without layout', async () => {
      const { container } = renderSlider();
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});
