import type { BlockProps } from '@/layout/define-block';
import { linkHref } from '@/layout/block-field-schemas';
import { Carousel } from '@/shared/ui/carousel/Carousel';
import { MediaBanner } from '@/shared/ui/carousel/MediaBanner';
import type { BannerSliderData, BannerSliderSettings } from './banner_slider.block';
import '@/styles/blocks-media.css';

type Slide = BannerSliderData['slides'][number];

const toCssRatio = (ratio: string) => ratio.replace(':', ' / ');

/** Full-width banners in a swipeable, optionally auto-playing carousel. */
export default function BannerSlider({ id, data, settings, index }: BlockProps<BannerSliderData, BannerSliderSettings>) {
  const hasTitle = data.title !== '';
  return (
    <div className="media-block banner-slider" data-block="banner_slider" data-block-id={id}>
      {hasTitle && <h2 className="media-block__title">{data.title}</h2>}
      <Carousel<Slide>
        items={data.slides}
        label={hasTitle ? data.title : 'Featured offers'}
        variant="full"
        autoplay={settings.autoplay}
        intervalMs={settings.interval_seconds * 1000}
        showArrows={settings.show_arrows}
        showDots={settings.show_dots}
        aspectRatio={{ mobile: toCssRatio(settings.mobile_aspect_ratio), desktop: toCssRatio(settings.aspect_ratio) }}
        getKey={(slide, slideIndex) => `${slideIndex}:${slide.image.src}`}
        renderItem={(slide, slideIndex) => (
          <MediaBanner
            fit="fill"
            image={slide.image}
            mobileImage={slide.mobile_image}
            heading={slide.heading}
            text={slide.text}
            buttonLabel={slide.button_label}
            headingLevel={hasTitle ? 'h3' : 'h2'}
            href={linkHref(slide.link)}
            // Only the first slide is seen on arrival; the rest load as they scroll near.
            loading={slideIndex === 0 && index < 2 ? 'eager' : 'lazy'}
            highPriority={slideIndex === 0 && index === 0}
            textColor={settings.text_color}
            overlayOpacity={settings.overlay_opacity}
            textPosition={settings.text_position}
          />
        )}
      />
    </div>
  );
}
