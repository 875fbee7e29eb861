import { Link } from 'wouter';
import type { Crumb } from './breadcrumbs.lib';
import './breadcrumbs.css';

/** The trail from the home page to this page: links for every step but the last, which is the current page. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  if (trail.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="breadcrumbs__list">
        {trail.map((crumb, index) => (
          <li key={crumb.href} className="breadcrumbs__item">
            {index < trail.length - 1 ? (
              <Link href={crumb.href} className="breadcrumbs__link">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
