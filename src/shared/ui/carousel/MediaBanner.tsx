import type { CSSProperties } from 'react';
import { scrimFor } from '@/shared/lib/scrim';
import { SlideLink } from './SlideLink';
import '@/styles/blocks-media.css';

/** The image shape of src/layout/block-field-schemas `imageSchema`, repeated here so src/shared does not import src/layout. */
interface MediaBannerImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface MediaBannerProps {
  image: MediaBannerImage;
  /** Shown on screens up to 768 px wide instead of `image`. */
  mobileImage?: MediaBannerImage;
  heading?: string;
  text?: string;
  /** With a link, the link becomes this button; without one, the whole banner is the link. */
  buttonLabel?: string;
  headingLevel?: 'h2' | 'h3';
  /** Where the banner leads (a block's `linkHref`), or null for nowhere. */
  href: string | null;
  /** Read when the banner itself is the link and has no heading or alt text to name it. */
  fallbackLinkLabel?: string;
  /** Banners near the top of the page load at once; further down they wait until scrolled near. */
  loading: 'eager' | 'lazy';
  /** The first image of the page: fetched before other images (Largest Contentful Paint). */
  highPriority?: boolean;
  /** `fill`: the image covers a box sized by its parent (a carousel slide); `natural`: the image sets the height. */
  fit: 'fill' | 'natural';
  textColor: string;
  /** Darkening under the text, 0 to 100. */
  overlayOpacity: number;
  textPosition: 'left' | 'center' | 'right';
}

/**
 * A picture with optional heading, text and button over it: one slide of a banner carousel, or a static
 * banner on its own. The width and height attributes let the browser hold the space before the image loads.
 */
export function MediaBanner({
  image,
  mobileImage,
  heading = '',
  text = '',
  buttonLabel = '',
  headingLevel: Heading = 'h2',
  href,
  fallbackLinkLabel = 'View offer',
  loading,
  highPriority = false,
  fit,
  textColor,
  overlayOpacity,
  textPosition,
}: MediaBannerProps) {
  const wholeBannerIsLink = href !== null && buttonLabel === '';
  const hasText = heading !== '' || text !== '' || (href !== null && buttonLabel !== '');
  const className = `media-banner media-banner--${fit}`;
  const scrim = scrimFor(textColor);

  const picture = (
    <picture className="media-banner__picture">
      {mobileImage && <source media="(max-width: 768px)" srcSet={mobileImage.src} width={mobileImage.width} height={mobileImage.height} />}
      <img
        className="media-banner__image"
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        fetchPriority={highPriority ? 'high' : undefined}
      />
    </picture>
  );

  const content = hasText && (
    <>
      {overlayOpacity > 0 && <span className="media-banner__overlay" aria-hidden="true" style={{ opacity: overlayOpacity / 100 }} />}
      <div className={`media-banner__content media-banner__content--${textPosition}`} style={{ color: textColor } satisfies CSSProperties}>
        {/* Readable on any picture: the panel is as opaque as these words need (scrim.ts). */}
        <div className="media-banner__panel" style={{ backgroundColor: `rgb(${scrim.rgb} / ${scrim.alpha})` } satisfies CSSProperties}>
          {heading !== '' && <Heading className="media-banner__heading">{heading}</Heading>}
          {text !== '' && <p className="media-banner__text">{text}</p>}
          {href !== null && buttonLabel !== '' && (
            <SlideLink href={href} className="media-banner__button">
              {buttonLabel}
            </SlideLink>
          )}
        </div>
      </div>
    </>
  );

  if (wholeBannerIsLink) {
    // The heading and alt text name the link; a purely decorative banner still needs a name.
    const named = heading !== '' || text !== '' || image.alt.trim() !== '';
    return (
      <SlideLink href={href} className={`${className} media-banner--link`} ariaLabel={named ? undefined : fallbackLinkLabel}>
        {picture}
        {content}
      </SlideLink>
    );
  }
  return (
    <div className={className}>
      {picture}
      {content}
    </div>
  );
}
