// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from './Carousel';

const fruits = ['Apple', 'Banana', 'Cherry', 'Damson'];

function renderCarousel(props: Partial<CarouselProps<string>> = {}) {
  return render(
    <Carousel<string>
      items={fruits}
      label="Fruit of the day"
      renderItem={(fruit) => <a href={`/product/${fruit.toLowerCase()}`}>{fruit}</a>}
      {...props}
    />,
  );
}

const region = () => screen.getByRole('region', { name: 'Fruit of the day' });
const track = () => region().querySelector<HTMLElement>('.carousel__track') as HTMLElement;
const slides = () => within(region()).getAllByRole('group', { name: /^\d+ of \d+$/ });
const currentDot = () => screen.getAllByRole('button', { name: /^Go to slide/ }).find((dot) => dot.getAttribute('aria-current') === 'true');

/** jsdom has no layout: give the track and its slides the sizes a browser would (300 px slides in a row). */
function fakeLayout({ slideWidth = 300, trackWidth = 300 } = {}) {
  Object.defineProperty(track(), 'clientWidth', { configurable: true, value: trackWidth });
  slides().forEach((slide, index) => {
    Object.defineProperty(slide, 'offsetLeft', { configurable: true, value: index * slideWidth });
    Object.defineProperty(slide, 'offsetWidth', { configurable: true, value: slideWidth });
  });
}

function preferReducedMotion() {
  const notMatching = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...notMatching(query), matches: query.includes('prefers-reduced-motion') }));
}

const scrollTo = vi.fn();

beforeEach(() => {
  // jsdom implements no Element.scrollTo; browsers do.
  Object.defineProperty(Element.prototype, 'scrollTo', { configurable: true, writable: true, value: scrollTo });
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollTo');
  scrollTo.mockReset();
  vi.useRealTimers();
});

describe('Carousel', () => {
  describe('its structure', () => {
    it('is a labelled carousel region whose slides say where they are', () => {
      renderCarousel();
      expect(region().getAttribute('aria-roledescription')).toBe('carousel');
      expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
      expect(slides().every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
      expect(within(slides()[1] as HTMLElement).getByRole('link', { name: 'Banana' })).toBeTruthy();
    });

    it('draws a thumbnail in each dot when asked, the dot keeping its name and the current one marked', async () => {
      const user = userEvent.setup();
      renderCarousel({ renderThumbnail: (fruit) => <img src={`/${fruit}.svg`} alt="" /> });
      fakeLayout();
      const dots = screen.getAllByRole('button', { name: /^Go to slide \d of 4$/ });
      expect(dots.map((dot) => dot.querySelector('img')?.getAttribute('src'))).toEqual(['/Apple.svg', '/Banana.svg', '/Cherry.svg', '/Damson.svg']);
      expect(region().querySelector('.carousel__dots--thumbnails')).not.toBeNull();
      await user.click(screen.getByRole('button', { name: 'Go to slide 3 of 4' }));
      expect(currentDot()?.querySelector('img')?.getAttribute('src')).toBe('/Cherry.svg');
    });

    it('points its previous, next and dot buttons at the slide track', () => {
      renderCarousel();
      const trackId = track().id;
      expect(trackId).not.toBe('');
      expect(screen.getByRole('button', { name: 'Previous slide' }).getAttribute('aria-controls')).toBe(trackId);
      expect(screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-controls')).toBe(trackId);
      expect(screen.getAllByRole('button', { name: /^Go to slide \d of 4$/ })).toHaveLength(4);
    });

    it('hides arrows and dots when asked, and when there is only one slide', () => {
      const { unmount } = renderCarousel({ showArrows: false, showDots: false });
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
      renderCarousel({ items: ['Apple'] });
      expect(screen.queryByRole('button')).toBeNull();
      expect(slides()).toHaveLength(1);
    });

    it('holds the slide shape given as aspect ratios for phones and larger screens', () => {
      renderCarousel({ aspectRatio: { mobile: '4 / 3', desktop: '2 / 1' } });
      expect(region().style.getPropertyValue('--carousel-aspect')).toBe('2 / 1');
      expect(region().style.getPropertyValue('--carousel-aspect-mobile')).toBe('4 / 3');
      expect(region().className).toContain('carousel--fixed-ratio');
    });
  });

  describe('its buttons', () => {
    it('move one slide at a time and wrap around at both ends', async () => {
      const user = userEvent.setup();
      renderCarousel();
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 1 of 4');
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 2 of 4');
      await user.click(screen.getByRole('button', { name: 'Previous slide' }));
      await user.click(screen.getByRole('button', { name: 'Previous slide' }));
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 4 of 4');
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 1 of 4');
    });

    it('stop at the ends of a strip, which does not loop', async () => {
      const user = userEvent.setup();
      renderCarousel({ variant: 'strip' });
      const previous = screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement;
      expect(previous.disabled).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Go to slide 4 of 4' }));
      expect((screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(true);
      expect(previous.disabled).toBe(false);
    });

    it('scroll the chosen slide to its snap position, smoothly', async () => {
      const user = userEvent.setup();
      renderCarousel();
      fakeLayout();
      await user.click(screen.getByRole('button', { name: 'Go to slide 3 of 4' }));
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
      expect(slides()[2]?.getAttribute('data-active')).toBe('true');
    });

    it('centre the chosen card in the centred variant', async () => {
      const user = userEvent.setup();
      renderCarousel({ variant: 'centered' });
      fakeLayout({ slideWidth: 200, trackWidth: 300 });
      await user.click(screen.getByRole('button', { name: 'Go to slide 2 of 4' }));
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 200 - (300 - 200) / 2, behavior: 'smooth' });
    });

    it('jump without animation for shoppers who prefer reduced motion', async () => {
      preferReducedMotion();
      const user = userEvent.setup();
      renderCarousel();
      fakeLayout();
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: 'auto' });
    });
  });

  describe('the keyboard', () => {
    it('moves with the arrow keys, Home and End while the carousel has focus', async () => {
      const user = userEvent.setup();
      renderCarousel();
      region().focus();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 3 of 4');
      await user.keyboard('{ArrowLeft}');
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 2 of 4');
      await user.keyboard('{End}');
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 4 of 4');
      await user.keyboard('{Home}');
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 1 of 4');
    });

    it('can take focus on its track instead, for slides with nothing focusable (a gallery of pictures): one tab stop', async () => {
      const user = userEvent.setup();
      renderCarousel({ focusOn: 'track', renderItem: (fruit) => <img src={`/${fruit}.png`} alt={fruit} /> });
      expect(region().hasAttribute('tabindex')).toBe(false);
      expect(track().tabIndex).toBe(0);
      track().focus();
      await user.keyboard('{ArrowRight}');
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 2 of 4');
    });

    it('also moves when focus is on a link inside a slide', async () => {
      const user = userEvent.setup();
      renderCarousel();
      screen.getByRole('link', { name: 'Apple' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 2 of 4');
    });

    it('leaves the arrow keys to a text field inside a slide', async () => {
      const user = userEvent.setup();
      render(<Carousel items={['a', 'b']} label="Fruit of the day" renderItem={(item) => <input aria-label={`Note ${item}`} />} />);
      await user.click(screen.getByRole('textbox', { name: 'Note a' }));
      await user.keyboard('{ArrowRight}');
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 1 of 2');
    });

    it('reaches the region with Tab', async () => {
      const user = userEvent.setup();
      renderCarousel({ showArrows: false });
      await user.tab();
      expect(document.activeElement).toBe(region());
    });
  });

  describe('swiping', () => {
    it('makes the slide scrolled into place the active one', async () => {
      renderCarousel();
      fakeLayout();
      track().scrollLeft = 610;
      fireEvent.scroll(track());
      await waitFor(() => expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 3 of 4'));
      expect(screen.getByText('Slide 3 of 4')).toBeTruthy();
    });

    it('does not move the dots backwards while a button-started scroll is under way', async () => {
      const user = userEvent.setup();
      renderCarousel();
      fakeLayout();
      await user.click(screen.getByRole('button', { name: 'Go to slide 4 of 4' }));
      track().scrollLeft = 300;
      fireEvent.scroll(track());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 4 of 4');
    });
  });

  describe('autoplay', () => {
    const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    it('moves on every interval and back to the first after the last', () => {
      vi.useFakeTimers();
      renderCarousel({ autoplay: true, intervalMs: 3000 });
      advance(2999);
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 1 of 4');
      advance(1);
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 2 of 4');
      advance(3000);
      advance(3000);
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 4 of 4');
      advance(3000);
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 1 of 4');
    });

    it('pauses while the pointer is over the carousel', () => {
      vi.useFakeTimers();
      renderCarousel({ autoplay: true, intervalMs: 3000 });
      fireEvent.mouseEnter(region());
      advance(10_000);
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 1 of 4');
      fireEvent.mouseLeave(region());
      advance(3000);
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 2 of 4');
    });

    it('pauses while focus is inside, and resumes when it leaves', () => {
      vi.useFakeTimers();
      render(
        <>
          <Carousel items={fruits} label="Fruit of the day" autoplay intervalMs={3000} renderItem={(fruit) => <a href={`/${fruit}`}>{fruit}</a>} />
          <button type="button">Outside</button>
        </>,
      );
      act(() => screen.getByRole('link', { name: 'Apple' }).focus());
      advance(10_000);
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 1 of 4');
      act(() => screen.getByRole('button', { name: 'Outside' }).focus());
      advance(3000);
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 2 of 4');
    });

    it('stops and starts again with the visible pause button', async () => {
      vi.useFakeTimers();
      renderCarousel({ autoplay: true, intervalMs: 3000 });
      fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
      advance(10_000);
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 1 of 4');
      expect(region().getAttribute('data-state')).toBe('paused');
      fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
      advance(3000);
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 2 of 4');
    });

    it('keeps rotating while only the pause button has focus', () => {
      vi.useFakeTimers();
      renderCarousel({ autoplay: true, intervalMs: 3000 });
      act(() => screen.getByRole('button', { name: 'Pause automatic slide show' }).focus());
      advance(3000);
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 2 of 4');
    });

    it('never runs, and offers no pause button, when reduced motion is preferred', () => {
      preferReducedMotion();
      vi.useFakeTimers();
      renderCarousel({ autoplay: true, intervalMs: 3000 });
      advance(10_000);
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 1 of 4');
      expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    });

    it('keeps slide changes silent while rotating and announces them otherwise', () => {
      vi.useFakeTimers();
      renderCarousel({ autoplay: true, intervalMs: 3000 });
      const status = screen.getByText('Slide 1 of 4');
      expect(status.getAttribute('aria-live')).toBe('off');
      fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
      expect(status.getAttribute('aria-live')).toBe('polite');
    });

    it('does nothing when autoplay is off', () => {
      vi.useFakeTimers();
      renderCarousel({ intervalMs: 3000 });
      advance(10_000);
      expect(currentDot()?.getAttribute('aria-label')).toBe('Go to slide 1 of 4');
      expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    });
  });
});
