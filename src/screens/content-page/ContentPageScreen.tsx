import { useUnit } from 'effector-react';
import { match } from 'ts-pattern';
import type { ContentPage } from '@/api/schemas/page.schema';
import { defineHead, defineLoad } from '@/app/screen-module';
import { useScreenParams } from '@/app/shell/ScreenWithData';
import { $contentPage, contentPageOpened, contentPageRetryClicked } from '@/models/pages/content-page.model';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import NotFoundScreen from '@/screens/not-found/NotFoundScreen';
import { pageDescription } from './content-page.lib';
import '@/shared/ui/product-card/skeleton.css';
import './content-page.css';

/** The content page of the route's slug. */
export const load = defineLoad(contentPageOpened, ({ params }) => (params.slug === undefined ? undefined : { slug: params.slug }));

/** The page's title, and its first words as the description. */
export const head = defineHead({ state: $contentPage }, ({ state }, { params }) => {
  if (params.slug === undefined || state.slug !== params.slug) return null;
  if (state.status === 'notFound') return { title: 'Page not found', notFound: true };
  return state.status === 'ready' && state.page ? { title: state.page.title, description: pageDescription(state.page) } : null;
});

/** /page/{slug}: one of the store's content pages (about, delivery, terms, ...), its merchant HTML sanitised. */
export default function ContentPageScreen() {
  const slug = useScreenParams<'slug'>().slug ?? null;
  const state = useUnit($contentPage);

  // Until the screen's load has run, the model may still hold the page seen before: show the skeleton.
  const status = slug === null ? 'notFound' : state.slug === slug ? state.status : 'loading';
  const page = status === 'ready' ? state.page : null;

  return match(status)
    .with('notFound', () => <NotFoundScreen />)
    .with('ready', () => (page ? <PageArticle page={page} /> : <PageSkeleton />))
    .with('loading', () => <PageSkeleton />)
    .with('failed', () => <PageFailed />)
    .exhaustive();
}

function PageArticle({ page }: { page: ContentPage }) {
  return (
    <article className="screen content-page" aria-labelledby="screen-title" data-testid="content-page">
      <h1 id="screen-title" className="screen__title">
        {page.title}
      </h1>
      {page.content ? <SafeHtml html={page.content} className="content-page__body" /> : null}
    </article>
  );
}

function PageSkeleton() {
  return (
    <section className="screen content-page" aria-labelledby="screen-title" aria-busy="true" data-testid="content-page-loading">
      <h1 id="screen-title" className="screen__title">
        <span className="visually-hidden">Loading the page…</span>
        <span className="skeleton-line skeleton-line--short content-page__skeleton-title" aria-hidden="true" />
      </h1>
      {[0, 1, 2, 3].map((line) => (
        <span key={line} className="skeleton-line" aria-hidden="true" />
      ))}
    </section>
  );
}

function PageFailed() {
  const retry = useUnit(contentPageRetryClicked);
  return (
    <section className="screen content-page" aria-labelledby="screen-title" data-testid="content-page-failed">
      <h1 id="screen-title" className="screen__title">
        We couldn’t load this page
      </h1>
      <div role="status">
        <p>Check your connection and try again.</p>
      </div>
      <button type="button" className="button button--primary" onClick={() => retry()}>
        Retry
      </button>
    </section>
  );
}
