import { Link } from 'wouter';

export default function NotFoundScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title" data-testid="not-found">
      <h1 id="screen-title" className="screen__title">
        Page not found
      </h1>
      <p>We couldn’t find that page. It may have moved, or the link may be mistyped.</p>
      <Link href="/" className="button button--primary">
        Go to the home page
      </Link>
    </section>
  );
}
