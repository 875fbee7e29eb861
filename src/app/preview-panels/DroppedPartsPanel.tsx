import { useUnit } from 'effector-react';
import { $droppedReports, DROPPED_REPORTS_KEPT } from '@/models/tolerance/tolerance.model';

/**
 * Merchant preview (`?preview=1`): every part of the backend's answers the storefront left out this session, with
 * the call, the path in the answer and why (decisions/0015). A broken row is invisible to shoppers by design, so
 * this is where a merchant sees that their backend sent one. Part of the preview panels' lazy chunk: shoppers never
 * download it.
 */
export function DroppedPartsPanel() {
  const reports = useUnit($droppedReports);
  const count = reports.length;
  return (
    <details className="dropped-parts-panel" data-testid="dropped-parts-panel">
      <summary>Backend answers: {count === 0 ? 'all read in full' : `${count} ${count === 1 ? 'part' : 'parts'} left out`}</summary>
      {count === 0 ? (
        <p>Every answer was read in full.</p>
      ) : (
        <>
          <p>
            Shoppers do not see these: each failed the storefront&rsquo;s check and was left out, the rest of its answer was kept.
            {count >= DROPPED_REPORTS_KEPT ? ` Only the latest ${DROPPED_REPORTS_KEPT} are listed.` : ''}
          </p>
          <ul aria-label="Parts left out">
            {reports.map((report) => (
              <li key={`${report.call}\n${report.path}\n${report.message}`}>
                <code>{report.call}</code> at <code>{report.path === '' ? '(the whole answer)' : report.path}</code>: {report.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}
