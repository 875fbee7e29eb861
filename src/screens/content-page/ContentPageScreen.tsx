import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { match } from 'ts-pattern';
import { useRoute } from 'wouter';
import type { ContentPage } from '@/api/schemas/page.schema';
import { $contentPage, contentPageOpened, contentPageRetryClicked } from '@/models/pages/content-page.model';
import { useScreenHead } from '@/shared/lib/use-screen-head';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import NotFoundScreen from '@/screens/not-found/NotFoundScreen';
import { pageDescription } from './content-page.lib';
import '@/shared/ui/product-card/skeleton.css';
import './content-page.css';

/** /page/{slug}: one of the store's content pages (about, delivery, terms, ...), its merchant HTML sanitised. */
export default function ContentPageScreen() {
  const [, params] = useRoute<{ slug: string }>('/page/:slug');
  const slug = params?.slug ?? null;
  const [state, opened] = useUnit([$contentPage, contentPageOpened]);

  useEffect(() => {
    if (slug !== null) opened({ slug });
  }, [slug, opened]);

  // Until the screen's open event has run, the model may still hold the page seen before: show the skeleton.
  const status = slug === null ? 'notFound' : state.slug === slug ? state.status : 'loading';
  const page = status === 'ready' ? state.page : null;
  const description = useMemo(() => (page ? pageDescription(page) : null), [page]);
  useScreenHead(page ? { title: page.title, description } : null);

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
