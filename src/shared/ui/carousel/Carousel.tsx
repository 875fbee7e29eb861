import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type Key,
  type ReactNode,
} from 'react';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import './carousel.css';

type CarouselVariant = 'full' | 'centered' | 'strip';

export interface CarouselProps<Item> {
  items: readonly Item[];
  renderItem: (item: Item, index: number) => ReactNode;
  /** Stable keys for the slides; the index when omitted. */
  getKey?: (item: Item, index: number) => Key;
  /** The region's accessible name, e.g. "Featured offers". */
  label: string;
  /** `full`: one slide fills the width; `centered`: neighbours peek at both sides; `strip`: several cards per view. */
  variant?: CarouselVariant;
  autoplay?: boolean;
  /** Time each slide stays before autoplay moves on. */
  intervalMs?: number;
  showArrows?: boolean;
  showDots?: boolean;
  /** Drawn inside each dot, which then reads as a thumbnail of its slide (a product's gallery). */
  renderThumbnail?: (item: Item, index: number) => ReactNode;
  /** Whether next on the last slide returns to the first; defaults to true except for `strip`. */
  loop?: boolean;
  /**
   * CSS aspect-ratio of every slide box (e.g. `'2 / 1'`), so the carousel holds its height before images load.
   * An object gives screens up to 768 px their own ratio.
   */
  aspectRatio?: string | { mobile: string; desktop: string };
  /** Width of one slide as a CSS length; each variant has its own default. */
  slideSize?: string;
  className?: string;
  /**
   * What takes focus for the arrow keys: the whole carousel (default), or its track. A track of pictures alone (a
   * product's gallery) has nothing focusable inside, and a scrolling region must be reachable by keyboard (axe
   * scrollable-region-focusable): focusing the track itself keeps one tab stop and satisfies both.
   */
  focusOn?: 'region' | 'track';
}

type CarouselStyle = CSSProperties & Partial<Record<'--carousel-aspect' | '--carousel-aspect-mobile' | '--carousel-slide-size', string>>;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** A user's own scroll ends the wait for a programmatic one after this long, whatever happens. */
const PROGRAMMATIC_SCROLL_TIMEOUT_MS = 1000;

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Where the track must be scrolled for `slide` to sit at its snap position. */
function scrollPositionOf(track: HTMLElement, slide: HTMLElement, variant: CarouselVariant): number {
  if (variant === 'centered') return slide.offsetLeft - (track.clientWidth - slide.offsetWidth) / 2;
  return slide.offsetLeft;
}

/**
 * A carousel on native CSS scroll-snap: touch swipe, trackpads and momentum come from the browser, so there is
 * no gesture code here. Follows the WAI-ARIA APG carousel pattern: a labelled region of labelled slides,
 * previous/next and per-slide buttons, and autoplay that stops on hover, on focus and for reduced motion,
 * with a visible pause button (WCAG 2.2.2).
 */
export function Carousel<Item>({
  items,
  renderItem,
  getKey,
  label,
  variant = 'full',
  autoplay = false,
  intervalMs = 5000,
  showArrows = true,
  showDots = true,
  renderThumbnail,
  loop = variant !== 'strip',
  aspectRatio,
  slideSize,
  className,
  focusOn = 'region',
}: CarouselProps<Item>) {
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const rotationButtonRef = useRef<HTMLButtonElement>(null);
  const [active, setActive] = useState(0);
  const [playState, setPlayState] = useState<'playing' | 'paused'>('playing');
  const [hovered, setHovered] = useState(false);
  const [focusedInside, setFocusedInside] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // While a button-driven smooth scroll runs, the scroll events in between must not move the dots backwards.
  const pendingTarget = useRef<{ index: number; until: number } | null>(null);

  const count = items.length;
  const lastIndex = Math.max(0, count - 1);
  const current = Math.min(active, lastIndex);
  const canRotate = autoplay && !reducedMotion && count > 1;
  const rotating = canRotate && playState === 'playing' && !hovered && !focusedInside;

  const goTo = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(index, count - 1));
      setActive(target);
      const track = trackRef.current;
      const slide = track?.children.item(target);
      if (!track || !(slide instanceof HTMLElement)) return;
      pendingTarget.current = { index: target, until: Date.now() + PROGRAMMATIC_SCROLL_TIMEOUT_MS };
      const left = Math.max(0, scrollPositionOf(track, slide, variant));
      // jsdom and very old browsers have no Element.scrollTo.
      if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
      else track.scrollLeft = left;
    },
    [count, variant, reducedMotion],
  );

  const step = useCallback(
    (direction: 1 | -1) => {
      const next = current + direction;
      if (next < 0) return loop ? goTo(lastIndex) : undefined;
      if (next > lastIndex) return loop ? goTo(0) : undefined;
      return goTo(next);
    },
    [current, lastIndex, loop, goTo],
  );

  // When the shopper swipes or scrolls, the slide nearest its snap position becomes the active one.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      // Without layout (jsdom, a hidden tab panel) every slide sits at 0: nothing to learn.
      if (track.clientWidth === 0) return;
      let nearest = 0;
      let nearestDistance = Number.POSITIVE_INFINITY;
      Array.from(track.children).forEach((slide, index) => {
        if (!(slide instanceof HTMLElement)) return;
        const distance = Math.abs(scrollPositionOf(track, slide, variant) - track.scrollLeft);
        if (distance < nearestDistance) {
          nearest = index;
          nearestDistance = distance;
        }
      });
      const pending = pendingTarget.current;
      if (pending) {
        if (pending.index !== nearest && Date.now() < pending.until) return;
        pendingTarget.current = null;
      }
      setActive(nearest);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    const onUserScroll = () => {
      pendingTarget.current = null;
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('pointerdown', onUserScroll, { passive: true });
    track.addEventListener('wheel', onUserScroll, { passive: true });
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('pointerdown', onUserScroll);
      track.removeEventListener('wheel', onUserScroll);
    };
  }, [variant]);

  // When autoplay runs, the next slide comes after intervalMs; any move restarts the wait.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => step(1), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, current, intervalMs, step]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isTextEntry(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      Home: () => goTo(0),
      End: () => goTo(lastIndex),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  // Focus on the pause button itself does not stop rotation: the shopper is about to choose.
  const onFocus = (event: FocusEvent<HTMLElement>) => setFocusedInside(!rotationButtonRef.current?.contains(event.target));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedInside(false);
  };

  const style: CarouselStyle = {};
  if (typeof aspectRatio === 'string') style['--carousel-aspect'] = aspectRatio;
  else if (aspectRatio) {
    style['--carousel-aspect'] = aspectRatio.desktop;
    style['--carousel-aspect-mobile'] = aspectRatio.mobile;
  }
  if (slideSize) style['--carousel-slide-size'] = slideSize;

  const several = count > 1;
  const atStart = !loop && current === 0;
  const atEnd = !loop && current === lastIndex;

  return (
    <section
      className={['carousel', `carousel--${variant}`, aspectRatio ? 'carousel--fixed-ratio' : '', className ?? ''].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      // The region takes focus so arrow keys work without first tabbing to a button (or its track does: focusOn).
      tabIndex={focusOn === 'region' ? 0 : undefined}
      style={style}
      data-state={canRotate ? playState : 'static'}
      data-rotating={rotating}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="carousel__viewport">
        {canRotate && (
          <button
            ref={rotationButtonRef}
            type="button"
            className="carousel__control carousel__rotation"
            aria-label={playState === 'playing' ? 'Pause automatic slide show' : 'Start automatic slide show'}
            onClick={() => setPlayState((state) => (state === 'playing' ? 'paused' : 'playing'))}
          >
            {playState === 'playing' ? <PauseIcon /> : <PlayIcon />}
          </button>
        )}
        {showArrows && several && (
          <>
            <button
              type="button"
              className="carousel__control carousel__arrow carousel__arrow--previous"
              aria-label="Previous slide"
              aria-controls={trackId}
              disabled={atStart}
              onClick={() => step(-1)}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className="carousel__control carousel__arrow carousel__arrow--next"
              aria-label="Next slide"
              aria-controls={trackId}
              disabled={atEnd}
              onClick={() => step(1)}
            >
              <ChevronIcon direction="right" />
            </button>
          </>
        )}
        <div id={trackId} ref={trackRef} className="carousel__track" tabIndex={focusOn === 'track' ? 0 : undefined}>
          {items.map((item, index) => (
            <div
              key={getKey ? getKey(item, index) : index}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              data-active={index === current}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      {showDots && several && (
        <div className={renderThumbnail ? 'carousel__dots carousel__dots--thumbnails' : 'carousel__dots'} role="group" aria-label="Choose a slide">
          {items.map((item, index) => (
            <button
              key={getKey ? getKey(item, index) : index}
              type="button"
              className="carousel__dot"
              aria-label={`Go to slide ${index + 1} of ${count}`}
              aria-controls={trackId}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              {renderThumbnail?.(item, index)}
            </button>
          ))}
        </div>
      )}
      {/* Scrolling changes no text, so the slide change is announced here; silent while rotating (APG). */}
      <p className="visually-hidden" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        {several ? `Slide ${current + 1} of ${count}` : ''}
      </p>
    </section>
  );
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <path
        d={direction === 'left' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <rect x="3" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
      <rect x="9.5" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <path d="M4 2.5v11a.75.75 0 0 0 1.14.64l9-5.5a.75.75 0 0 0 0-1.28l-9-5.5A.75.75 0 0 0 4 2.5Z" fill="currentColor" />
    </svg>
  );
}
