// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import SliderCentered from './SliderCentered';
import { sliderCenteredBlock, sliderCenteredDataSchema, sliderCenteredSettingsSchema } from './slider_centered.block';
import { sliderCenteredFixture } from './slider_centered.fixture';

type Input = { data?: unknown; settings?: unknown; index?: number };

function renderSlider({ data = sliderCenteredFixture.data, settings = sliderCenteredFixture.settings, index = 0 }: Input = {}) {
  const location = memoryLocation({ path: '/', record: true });
  const view = render(
    <Router hook={location.hook}>
      <main>
        <SliderCentered
          id="30"
          index={index}
          mode="preview"
          data={sliderCenteredDataSchema.parse(data)}
          settings={sliderCenteredSettingsSchema.parse(settings)}
        />
      </main>
    </Router>,
  );
  return { ...view, location };
}

const carousel = () => screen.getByRole('region', { name: 'Explore our kitchen' });
const scrollTo = vi.fn();

beforeEach(() => {
  // jsdom implements no Element.scrollTo; browsers do.
  Object.defineProperty(Element.prototype, 'scrollTo', { configurable: true, writable: true, value: scrollTo });
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollTo');
  scrollTo.mockReset();
});

describe('the slider_centered block', () => {
  describe('its schemas', () => {
    it('accept the fixture, which is also the default', async () => {
      expect(sliderCenteredBlock.parse(sliderCenteredFixture.data, sliderCenteredFixture.settings).success).toBe(true);
      await expect(sliderCenteredBlock.loadDefaults()).resolves.toBe(sliderCenteredFixture);
    });

    it('need only pictures; everything else has a default', () => {
      const parsed = sliderCenteredBlock.parse({ items: [{ image: { src: '/sim-images/a.svg', alt: 'A' } }] }, undefined);
      expect(parsed).toMatchObject({
        success: true,
        data: { title: '', items: [{ title: '', subtitle: '', link: { type: 'none' } }] },
        settings: { autoplay: false, show_arrows: true, show_dots: true, aspect_ratio: '4:3', card_width: 'medium' },
      });
    });

    it.each([
      ['a javascript: link', { items: [{ image: { src: '/a.svg', alt: '' }, link: { type: 'url', url: 'javascript:alert(1)' } }] }],
      ['a data: link', { items: [{ image: { src: '/a.svg', alt: '' }, link: { type: 'url', url: 'data:text/html,hi' } }] }],
      ['a card without a picture', { items: [{ title: 'Pizza' }] }],
      ['an image without src', { items: [{ image: { alt: 'Pizza' } }] }],
      ['no cards', { items: [] }],
    ])('refuse %s', (_, data) => {
      expect(sliderCenteredBlock.parse(data, {}).success).toBe(false);
    });

    it('refuses an unknown card width', () => {
      expect(sliderCenteredBlock.parse(sliderCenteredFixture.data, { card_width: 'huge' }).success).toBe(false);
    });
  });

  describe('its view', () => {
    it('marks its root with its code and item id', () => {
      const { container } = renderSlider();
      expect(container.querySelector('[data-block="slider_centered"][data-block-id="30"]')).not.toBeNull();
    });

    it('shows the title and every card in a centred carousel', () => {
      renderSlider();
      expect(screen.getByRole('heading', { level: 2, name: 'Explore our kitchen' })).toBeTruthy();
      expect(carousel().className).toContain('carousel--centered');
      expect(within(carousel()).getAllByRole('group', { name: /of 5$/ })).toHaveLength(5);
      expect(screen.getByRole('heading', { level: 3, name: 'Warm bowls' })).toBeTruthy();
    });

    it('makes each linked card one link named by its title', () => {
      renderSlider();
      expect(screen.getByRole('link', { name: /Wood-fired pizza/ }).getAttribute('href')).toBe('/category/pizzas');
      expect(screen.getByRole('link', { name: /Our tiramisu/ }).getAttribute('href')).toBe('/product/tiramisu');
      expect(screen.getByRole('link', { name: /Our story/ }).getAttribute('href')).toBe('/page/about-us');
      // The catering card has no link: its picture is content, not a link.
      expect(screen.getAllByRole('link')).toHaveLength(4);
      expect(screen.getByRole('img', { name: 'Buffet table set for a party of twenty' }).closest('a')).toBeNull();
    });

    it('follows a card link through the router', async () => {
      const user = userEvent.setup();
      const { location } = renderSlider();
      await user.click(screen.getByRole('link', { name: /Warm bowls/ }));
      expect(location.history.at(-1)).toBe('/category/bowls');
    });

    it('opens a card to another site in a new tab', () => {
      renderSlider({ data: { items: [{ image: { src: '/a.svg', alt: '' }, title: 'Our farm', link: { type: 'url', url: 'https://farm.example.com' } }] } });
      const link = screen.getByRole('link', { name: /Our farm/ });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('names a linked card that has neither text nor alt', () => {
      renderSlider({ data: { items: [{ image: { src: '/a.svg', alt: '' }, link: { type: 'category', slug: 'drinks' } }] } });
      expect(screen.getByRole('link', { name: 'View collection' }).getAttribute('href')).toBe('/category/drinks');
    });

    it('sizes every picture and loads the two cards on screen first when near the top', () => {
      const { container } = renderSlider({ index: 1 });
      const images = Array.from(container.querySelectorAll('img'));
      expect(images.every((image) => image.getAttribute('width') === '800' && image.getAttribute('height') === '600')).toBe(true);
      expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy']);
      expect(images.some((image) => image.hasAttribute('fetchpriority'))).toBe(false);
    });

    it('fetches the first card with high priority when it opens the page', () => {
      const { container } = renderSlider({ index: 0 });
      expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    });

    it('shapes the card pictures and widths from the settings', () => {
      const { container } = renderSlider({ settings: { aspect_ratio: '1:1', card_width: 'wide' } });
      const root = container.querySelector<HTMLElement>('[data-block="slider_centered"]');
      expect(root?.style.getPropertyValue('--centered-card-aspect')).toBe('1 / 1');
      expect(root?.className).toContain('slider-centered--wide');
    });

    it('moves to the next card with the keyboard', async () => {
      const user = userEvent.setup();
      renderSlider();
      carousel().focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', { name: 'Go to slide 2 of 5' }).getAttribute('aria-current')).toBe('true');
      expect(scrollTo).toHaveBeenCalledTimes(1);
    });

    it('has no accessibility violations axe can see without layout', async () => {
      const { container } = renderSlider();
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
});
