import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { match } from 'ts-pattern';
import { Link } from 'wouter';
import type { CategoryDetail } from '@/api/schemas/category-detail.schema';
import { defineHead, defineLoad } from '@/app/screen-module';
import { listOptionsFromSearch } from '@/models/category-page/category-page.lib';
import { $categoryState, categoryPageLeft, categoryPageOpened, categoryRetryClicked } from '@/models/category-page/category-page.model';
import NotFoundScreen from '@/screens/not-found/NotFoundScreen';
import { descriptionOfHtml } from '@/shared/lib/plain-text';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs/Breadcrumbs';
import { breadcrumbListJsonLd } from '@/shared/ui/breadcrumbs/breadcrumbs.lib';
import { InlineRetry } from '@/shared/ui/product-card/CatalogSection';
import { ProductCardSkeleton } from '@/shared/ui/product-card/ProductCard';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { CategoryProducts, FIRST_PAGE_SKELETONS } from './CategoryProducts';
import { categoryHref, categoryTrail } from './category-head.lib';
import { ListControls } from './ListControls';
import { useListOptions } from './use-list-options';
import './category.css';

// The description is merchant HTML, drawn once the sanitiser's code is here: it starts loading with this screen, beside
// the screen's own request, instead of after the answer (the description is often the largest paint).
void import('@/shared/ui/SanitizedHtml').catch(() => undefined);

export const LOADING_LABEL = 'Loading category…';

/** The route's slug as the shopper typed it; a malformed escape is kept as it is (and answers 404). */
function decodeSlug(raw: string | undefined): string {
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return raw ?? '';
  }
}

function LoadingCategory() {
  return (
    <>
      <h1 id="screen-title" className="screen__title category-screen__title">
        <span className="visually-hidden">{LOADING_LABEL}</span>
        <span className="skeleton-line category-screen__title-skeleton" aria-hidden="true" />
      </h1>
      <ul className="category-screen__skeletons" aria-hidden="true">
        {Array.from({ length: FIRST_PAGE_SKELETONS }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton layout="fill" />
          </li>
        ))}
      </ul>
    </>
  );
}

function CategoryChips({ category }: { category: CategoryDetail }) {
  if (category.children.length === 0) return null;
  return (
    <nav className="category-chips" aria-label={`Inside ${category.name}`}>
      <ul className="category-chips__list">
        {category.children.map((child) => (
          <li key={child.id}>
            <Link href={categoryHref(child.slug)} className="category-chips__chip">
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The category of the route's slug and its products' first page, ordered and filtered as the address says. The page
 * left is told first, so its list is kept for Back.
 */
export const load = defineLoad(
  categoryPageOpened,
  ({ params, search }) => ({ slug: decodeSlug(params.slug), ...listOptionsFromSearch(search) }),
  categoryPageLeft,
);

/** The category's name, description and picture; its breadcrumbs as schema.org. */
export const head = defineHead({ state: $categoryState }, ({ state }, { origin }) => {
  if (state.status === 'not-found') return { title: 'Page not found', notFound: true };
  if (state.status !== 'ready') return null;
  const { category } = state;
  return {
    title: category.name,
    description: descriptionOfHtml(category.description),
    image: category.image,
    jsonLd: { breadcrumbs: breadcrumbListJsonLd(categoryTrail(category), origin) },
  };
});

/**
 * /category/{slug}: the category's name, description and child categories, then its products page after page,
 * ordered and filtered as the address says. Back from a product brings back the same list where the shopper was.
 */
export default function CategoryScreen() {
  const [options, changeOptions] = useListOptions();
  const [state, retried] = useUnit([$categoryState, categoryRetryClicked]);

  const category = state.status === 'ready' ? state.category : null;
  const trail = useMemo(() => (category ? categoryTrail(category) : null), [category]);

  if (state.status === 'not-found') return <NotFoundScreen />;

  return (
    <section className="screen category-screen" aria-labelledby="screen-title" aria-busy={state.status === 'loading'} data-state={state.status}>
      {match(state)
        .with({ status: 'loading' }, () => <LoadingCategory />)
        .with({ status: 'failed' }, ({ message }) => (
          <>
            <h1 id="screen-title" className="screen__title">
              Category
            </h1>
            <InlineRetry message={message} onRetry={retried} />
          </>
        ))
        .with({ status: 'ready' }, ({ category: shown }) => (
          <>
            <Breadcrumbs trail={trail ?? []} />
            <div className="category-screen__heading">
              {shown.image ? <img className="category-screen__image" src={shown.image} alt="" width={56} height={56} /> : null}
              <h1 id="screen-title" className="screen__title category-screen__title">
                {shown.name}
              </h1>
            </div>
            {shown.description ? <SafeHtml html={shown.description} className="category-screen__description" /> : null}
            <CategoryChips category={shown} />
            <ListControls options={options} onChange={changeOptions} />
            <CategoryProducts name={shown.name} inStock={options.inStock} onShowAll={() => changeOptions({ ...options, inStock: false })} />
          </>
        ))
        .exhaustive()}
    </section>
  );
}
