import type { ProductPicture } from '@/models/product-page/product-page.lib';
import { Carousel } from '@/shared/ui/carousel/Carousel';
import { PRODUCT_IMAGE_SIZE } from '@/shared/ui/product-card/ProductCard';

/**
 * The first picture is the page's largest paint: it loads at once and first. The rest wait until they near the
 * viewport (a swipe away). Every picture holds a square box before it arrives.
 */
function Picture({ picture, index }: { picture: ProductPicture; index: number }) {
  const first = index === 0;
  return (
    <img
      className="product-gallery__image"
      src={picture.url}
      alt={picture.alt}
      width={PRODUCT_IMAGE_SIZE}
      height={PRODUCT_IMAGE_SIZE}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

/** A picture small, in the row below the gallery: fetched after the first picture, which is the page's largest paint. */
function Thumbnail({ picture }: { picture: ProductPicture }) {
  return <img className="product-gallery__thumbnail" src={picture.url} alt="" width={56} height={56} loading="lazy" fetchPriority="low" decoding="async" />;
}

/**
 * The product's pictures: one on its own, or several in the shared carousel (swipe, arrow keys, buttons), with a row
 * of thumbnails to go to each.
 */
export function ProductGallery({ pictures, name }: { pictures: readonly ProductPicture[]; name: string }) {
  const [only] = pictures;
  if (pictures.length === 1 && only) {
    return (
      <div className="product-gallery">
        <div className="product-gallery__frame">
          <Picture picture={only} index={0} />
        </div>
      </div>
    );
  }
  return (
    <Carousel
      className="product-gallery"
      items={pictures}
      getKey={(picture, index) => `${index}:${picture.url}`}
      renderItem={(picture, index) => <Picture picture={picture} index={index} />}
      renderThumbnail={(picture) => <Thumbnail picture={picture} />}
      label={`Pictures of ${name}`}
      variant="full"
      aspectRatio="1 / 1"
      loop={false}
      focusOn="track"
    />
  );
}
