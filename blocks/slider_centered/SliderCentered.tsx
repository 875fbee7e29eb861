import type { CSSProperties } from 'react';
import type { BlockProps } from '@/layout/define-block';
import { linkHref } from '@/layout/block-field-schemas';
import { Carousel } from '@/shared/ui/carousel/Carousel';
import { SlideLink } from '@/shared/ui/carousel/SlideLink';
import type { SliderCenteredData, SliderCenteredSettings } from './slider_centered.block';
import '@/styles/blocks-media.css';

type Card = SliderCenteredData['items'][number];

const toCssRatio = (ratio: string) => ratio.replace(':', ' / ');

/** Picture cards in a centred carousel; neighbours peek at both sides to show there is more. */
export default function SliderCentered({ id, data, settings, index }: BlockProps<SliderCenteredData, SliderCenteredSettings>) {
  const hasTitle = data.title !== '';
  const style = { '--centered-card-aspect': toCssRatio(settings.aspect_ratio) } as CSSProperties;
  return (
    <div className={`media-block slider-centered slider-centered--${settings.card_width}`} data-block="slider_centered" data-block-id={id} style={style}>
      {hasTitle && <h2 className="media-block__title">{data.title}</h2>}
      <Carousel<Card>
        items={data.items}
        label={hasTitle ? data.title : 'Featured collections'}
        variant="centered"
        autoplay={settings.autoplay}
        intervalMs={settings.interval_seconds * 1000}
        showArrows={settings.show_arrows}
        showDots={settings.show_dots}
        getKey={(card, cardIndex) => `${cardIndex}:${card.image.src}`}
        renderItem={(card, cardIndex) => (
          <CenteredCard
            card={card}
            headingLevel={hasTitle ? 'h3' : 'h2'}
            // The first card and its right-hand neighbour are on screen when the page opens.
            loading={cardIndex < 2 && index < 2 ? 'eager' : 'lazy'}
            highPriority={cardIndex === 0 && index === 0}
          />
        )}
      />
    </div>
  );
}

interface CenteredCardProps {
  card: Card;
  headingLevel: 'h2' | 'h3';
  loading: 'eager' | 'lazy';
  highPriority: boolean;
}

function CenteredCard({ card, headingLevel: Heading, loading, highPriority }: CenteredCardProps) {
  const href = linkHref(card.link);
  const body = (
    <>
      <div className="centered-card__media">
        <img
          className="centered-card__image"
          src={card.image.src}
          alt={card.image.alt}
          width={card.image.width}
          height={card.image.height}
          loading={loading}
          decoding="async"
          fetchPriority={highPriority ? 'high' : undefined}
        />
      </div>
      {card.title !== '' && <Heading className="centered-card__title">{card.title}</Heading>}
      {card.subtitle !== '' && <p className="centered-card__subtitle">{card.subtitle}</p>}
    </>
  );
  if (href === null) return <div className="centered-card">{body}</div>;
  const named = card.title !== '' || card.subtitle !== '' || card.image.alt.trim() !== '';
  return (
    <SlideLink href={href} className="centered-card" ariaLabel={named ? undefined : 'View collection'}>
      {body}
    </SlideLink>
  );
}
