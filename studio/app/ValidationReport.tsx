import { useId, useState } from 'react';
import type { StoreLinkProblem } from '@/layout/store-links';
import type { DroppedReport } from '@/models/tolerance/tolerance.model';
import type { ItemProblem, SettingProblem } from '../model/validation.lib';

interface ValidationReportProps {
  itemProblems: readonly ItemProblem[];
  settingProblems: readonly SettingProblem[];
  /** Rows of the backend's answers (or of the last import) the storefront leaves out: not in the draft, so nothing to click. */
  droppedRows: readonly DroppedReport[];
  /** The draft's links to store pages the backend does not have, or could not be asked about, as the preview checked them. */
  linkProblems: readonly StoreLinkProblem[];
  itemCount: number;
  /** `path` is the issue's path on the item (`data.slides.0.image.alt`), or null to open the item itself. */
  onItemClick: (itemId: string, path: string | null) => void;
  onSettingClick: (key: string) => void;
}

/**
 * Every invalid item (position, code, id, each issue), every link to a store page the backend does not have
 * (decisions/0038) and every setting a shopper would trip on, always in view under the editor. Each entry is a button
 * that takes the merchant to the problem. Below them, the rows the storefront leaves out (decisions/0015), which are
 * listed only: they are not in the draft to be taken to.
 */
export function ValidationReport({ itemProblems, settingProblems, droppedRows, linkProblems, itemCount, onItemClick, onSettingClick }: ValidationReportProps) {
  const baseId = useId();
  const [open, setOpen] = useState(true);
  const deadLinks = linkProblems.filter((problem) => problem.verdict === 'missing').length;
  const uncheckedLinks = linkProblems.length - deadLinks;
  const total = itemProblems.length + settingProblems.length + droppedRows.length + linkProblems.length;
  const summary =
    total === 0
      ? `Everything is valid: ${itemCount} ${itemCount === 1 ? 'item' : 'items'} and the settings.`
      : [
          itemProblems.length > 0 ? `${itemProblems.length} invalid ${itemProblems.length === 1 ? 'item' : 'items'}` : null,
          deadLinks > 0 ? `${deadLinks} ${deadLinks === 1 ? 'link leads' : 'links lead'} nowhere` : null,
          uncheckedLinks > 0 ? `${uncheckedLinks} ${uncheckedLinks === 1 ? 'link' : 'links'} not checked` : null,
          settingProblems.length > 0 ? `${settingProblems.length} ${settingProblems.length === 1 ? 'setting problem' : 'setting problems'}` : null,
          droppedRows.length > 0 ? `${droppedRows.length} ${droppedRows.length === 1 ? 'row' : 'rows'} left out` : null,
        ]
          .filter(Boolean)
          .join(', ');

  return (
    <section className={total === 0 ? 'st-report st-report-ok' : 'st-report st-report-problems'} aria-label="Validation report">
      <div className="st-report-header">
        <h2 className="st-section-title">Validation report</h2>
        <p className="st-report-summary" role="status">
          {summary}
        </p>
        <button type="button" className="st-button st-button-quiet" aria-expanded={open} aria-controls={`${baseId}-body`} onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide details' : 'Show details'}
        </button>
      </div>
      <div id={`${baseId}-body`} className="st-report-body" hidden={!open}>
        {itemProblems.length > 0 ? (
          <ul className="st-report-list" aria-label="Invalid items">
            {itemProblems.map((problem) => (
              <li key={`${problem.itemId}-${problem.position}`}>
                <button type="button" className="st-report-entry" onClick={() => onItemClick(problem.itemId, null)}>
                  Position {problem.position} · <code>{problem.code ?? '(no code)'}</code> · item {problem.itemId}
                </button>
                <ul>
                  {problem.issues.map((issue, index) => (
                    <li key={`${issue.path}-${index}`}>
                      <button type="button" className="st-report-entry st-report-issue" onClick={() => onItemClick(problem.itemId, issue.path)}>
                        <code>{issue.path === '' ? '(item)' : issue.path}</code>: {issue.message}
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : null}
        {linkProblems.length > 0 ? (
          <div className="st-report-links">
            <h3 id={`${baseId}-links`} className="st-report-subtitle">
              Links to store pages
            </h3>
            <p className="st-hint">Looked up with the backend by the preview: a shopper following a link to a page the store does not have sees &ldquo;Page not found&rdquo;.</p>
            <ul className="st-report-list" aria-labelledby={`${baseId}-links`}>
              {linkProblems.map((problem) => (
                <li key={`${problem.itemId}\n${problem.path}\n${problem.href}`}>
                  <button type="button" className="st-report-entry" data-verdict={problem.verdict} onClick={() => onItemClick(problem.itemId, problem.path)}>
                    <code>{problem.code}</code> · item {problem.itemId} · <code>{problem.path}</code>: {problem.message}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {settingProblems.length > 0 ? (
          <ul className="st-report-list" aria-label="Setting problems">
            {settingProblems.map((problem) => (
              <li key={`${problem.key}-${problem.message}`}>
                <button type="button" className="st-report-entry" onClick={() => onSettingClick(problem.key)}>
                  Setting {problem.label} (<code>{problem.key}</code>): {problem.message}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {droppedRows.length > 0 ? (
          <div className="st-report-dropped">
            <h3 id={`${baseId}-dropped`} className="st-report-subtitle">
              Rows the storefront leaves out
            </h3>
            <p className="st-hint">Shoppers never see these: each failed the storefront&rsquo;s check and was left out, the rest of its answer kept. Fix them where they come from.</p>
            <ul className="st-report-list" aria-labelledby={`${baseId}-dropped`}>
              {droppedRows.map((row) => (
                <li key={`${row.call}\n${row.path}\n${row.message}`} className="st-report-row">
                  <code>{row.call}</code> · <code>{row.path === '' ? '(the whole answer)' : row.path}</code>: {row.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
