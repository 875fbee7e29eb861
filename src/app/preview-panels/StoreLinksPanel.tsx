import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { storeLinkProblems } from '@/layout/store-links';
import { isStudioFrame } from '@/shared/lib/preview-access';
import { $storeLinksReport, storeLinkChecksStarted, type StoreLinksReport } from './store-links.model';

function summaryOf(report: StoreLinksReport): string {
  if (report.status === 'not-asked') return 'Store links: checked when the studio asks';
  if (report.status === 'checking' && report.links.length === 0) return 'Store links: checking…';
  const missing = report.links.filter((link) => link.verdict === 'missing').length;
  const unchecked = report.links.filter((link) => link.verdict === 'unchecked').length;
  if (missing === 0 && unchecked === 0) {
    const count = report.links.length;
    return count === 0 ? 'Store links: none on this page' : `Store links: all ${count} lead to pages of the store`;
  }
  return `Store links: ${[
    missing > 0 ? `${missing} ${missing === 1 ? 'leads' : 'lead'} nowhere` : null,
    unchecked > 0 ? `${unchecked} could not be checked` : null,
  ]
    .filter(Boolean)
    .join(', ')}`;
}

/**
 * Merchant preview (`?preview=1`): the home layout's links to categories, products and content pages the backend does
 * not have (decisions/0038), which shoppers would follow to "Page not found". It starts the check when it mounts; in a
 * studio frame the studio starts it (src/app/preview-bridge), so the hidden frames that measure a block's cost ask
 * nothing. Part of the preview panels' lazy chunk.
 */
export function StoreLinksPanel() {
  const [report, started] = useUnit([$storeLinksReport, storeLinkChecksStarted]);
  useEffect(() => {
    if (!isStudioFrame(window)) started();
  }, [started]);
  const problems = storeLinkProblems(report.links);
  return (
    <details className="store-links-panel" data-testid="store-links-panel" aria-busy={report.status === 'checking' || undefined}>
      <summary>{summaryOf(report)}</summary>
      {problems.length > 0 ? (
        <ul aria-label="Store links to look at">
          {problems.map((problem) => (
            <li key={`${problem.itemId}\n${problem.path}\n${problem.href}`} data-verdict={problem.verdict}>
              <code>{problem.code}</code> · item <code>{problem.itemId}</code> · <code>{problem.path}</code>: {problem.message}
            </li>
          ))}
        </ul>
      ) : (
        <p>{report.status === 'checked' ? 'Each link was looked up with the backend.' : 'The links are looked up with the backend in merchant preview only.'}</p>
      )}
    </details>
  );
}
