import type { BlockProps } from '@/layout/define-block';
import { linkHref } from '@/layout/block-field-schemas';
import { MediaBanner } from '@/shared/ui/carousel/MediaBanner';
import type { StaticBannerData, StaticBannerSettings } from './static_banner.block';
import '@/styles/blocks-media.css';

/** One banner at its image's own ratio; the width/height attributes hold its space before the image loads. */
export default function StaticBanner({ id, data, settings, index }: BlockProps<StaticBannerData, StaticBannerSettings>) {
  return (
    <div className="media-block static-banner" data-block="static_banner" data-block-id={id}>
      <MediaBanner
        fit="natural"
        image={data.image}
        mobileImage={data.mobile_image}
        heading={data.heading}
        text={data.text}
        buttonLabel={data.button_label}
        href={linkHref(data.link)}
        loading={index < 2 ? 'eager' : 'lazy'}
        highPriority={index === 0}
        textColor={settings.text_color}
        overlayOpacity={settings.overlay_opacity}
        textPosition={settings.text_position}
      />
    </div>
  );
}
