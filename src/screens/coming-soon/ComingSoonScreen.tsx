import { Link } from 'wouter';
import type { RouteDefinition } from '@/app/routes';

/** A route whose screen a later piece of work builds: it exists, says so plainly, and leads back home. */
export default function ComingSoonScreen({ route }: { route: RouteDefinition }) {
  return (
    <section className="screen" aria-labelledby="screen-title" data-testid="coming-soon" data-route={route.path}>
      <h1 id="screen-title" className="screen__title">
        {route.title}
      </h1>
      <p>This part of the store is not open yet. Everything else keeps working.</p>
      <Link href="/" className="button">
        Back to the home page
      </Link>
    </section>
  );
}
