import { useUnit } from 'effector-react';
import { useDeferredValue, useLayoutEffect } from 'react';
import { match } from 'ts-pattern';
import { Link, useSearch } from 'wouter';
import { defineHead, defineLoad } from '@/app/screen-module';
import { useScreenParams } from '@/app/shell/ScreenWithData';
import { moneyFormatFromSettings } from '@/domain/money';
import { productImageUrls, productPageJsonLd } from '@/models/product-page/product-page.lib';
import {
  $productPage,
  productPageAddressChanged,
  productPageClosed,
  productPageOpened,
  productPageRetried,
  type ProductPageState,
} from '@/models/product-page/product-page.model';
import { $siteSettings } from '@/models/site/site.model';
import { descriptionOfHtml } from '@/shared/lib/plain-text';
import NotFoundScreen from '@/screens/not-found/NotFoundScreen';
import { ProductDetails } from './ProductDetails';
import './product-page.css';
import '@/shared/ui/product-card/skeleton.css';

const loading: ProductPageState = { status: 'loading', slug: null };

// The description is merchant HTML, drawn once the sanitiser's code is here: it starts loading with this screen, beside
// the screen's own request, instead of after the answer (the description is often the largest paint).
void import('@/shared/ui/SanitizedHtml').catch(() => undefined);

/** The page's boxes while its product loads, the same sizes as the page's own: nothing moves when it arrives. */
function ProductPageSkeleton() {
  return (
    <section className="screen product-page product-page--loading" aria-busy="true" aria-labelledby="screen-title">
      <h1 id="screen-title" className="visually-hidden">
        Loading the product
      </h1>
      <div aria-hidden="true">
        <span className="skeleton-line skeleton-line--short product-page__skeleton-crumbs" />
        <div className="product-gallery">
          <span className="skeleton-block product-gallery__frame" />
        </div>
        <div className="product-page__summary">
          <span className="skeleton-line product-page__skeleton-title" />
          <span className="skeleton-line skeleton-line--short" />
          <span className="skeleton-line skeleton-line--short product-page__skeleton-price" />
        </div>
        <span className="skeleton-line" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line--short" />
      </div>
    </section>
  );
}

function ProductLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="screen product-page" aria-labelledby="screen-title" data-state="failed">
      <h1 id="screen-title" className="screen__title">
        We couldn’t load this product
      </h1>
      <p>Check your connection and try again.</p>
      <div className="product-page__failed-actions">
        <button type="button" className="button button--primary" onClick={() => onRetry()}>
          Retry
        </button>
        <Link href="/" className="button">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}

/** The product of the route's slug, and the related products once it is in. */
export const load = defineLoad(productPageOpened, ({ params }) => ({ slug: params.slug ?? '' }), productPageClosed);

/** The product's name, description and first picture; schema.org Product and its breadcrumbs. */
export const head = defineHead({ page: $productPage, settings: $siteSettings }, ({ page, settings }, { params, origin }) => {
  if (page.slug !== (params.slug ?? '')) return null;
  if (page.status === 'not-found') return { title: 'Page not found', notFound: true };
  if (page.status !== 'ready') return null;
  const { product } = page;
  const { currency } = moneyFormatFromSettings(settings);
  return {
    title: product.name,
    description: descriptionOfHtml(product.description ?? ''),
    image: productImageUrls(product, origin)[0] ?? null,
    jsonLd: { product: productPageJsonLd(product, { origin, currency }) },
  };
});

/**
 * /product/{slug}: a product's own page. It tells its model what the address's search says (the chosen options live
 * there); the model loads the product (`load`) and derives the selection.
 */
export default function ProductScreen() {
  const slug = useScreenParams<'slug'>().slug ?? '';
  const search = useSearch();
  const [page, addressChanged, retried] = useUnit([$productPage, productPageAddressChanged, productPageRetried]);

  // A layout effect: the model hears of a new address before the browser paints, so a chosen option never shows
  // unchosen for a frame.
  useLayoutEffect(() => {
    addressChanged(search);
  }, [search, addressChanged]);

  // Until the model has heard of this slug, what it holds is another product's page.
  const current = page.slug === slug ? page : loading;
  // The product's first render is the page's heaviest (gallery, description, options, purchase bar). It comes a
  // moment later as a transition, which React renders in slices it yields between, while the skeleton stays: in one
  // task it blocked the main thread for ~170 ms on Lighthouse's simulated phone. Later updates (options chosen) are
  // not deferred: only the flag is.
  const detailsReady = useDeferredValue(current.status === 'ready');
  const shown = current.status === 'ready' && !detailsReady ? loading : current;
  return match(shown)
    .with({ status: 'loading' }, () => <ProductPageSkeleton />)
    .with({ status: 'not-found' }, () => <NotFoundScreen />)
    .with({ status: 'failed' }, () => <ProductLoadFailed onRetry={retried} />)
    .with({ status: 'ready' }, ({ product }) => <ProductDetails product={product} />)
    .exhaustive();
}
