import type { LayoutIssue } from './define-block';

/**
 * What a merchant previewing the layout sees in place of an item that cannot be shown: its title, code, item id and
 * issues. Its own chunk (LayoutRenderer's LayoutProblem loads it): preview is for merchants only (ADR 0036), so a
 * shopper's page never downloads it.
 */
export default function LayoutProblemNote({ title, code, id, reason, issues }: { title: string; code: string | null; id: string; reason: string; issues: readonly LayoutIssue[] }) {
  return (
    <div className="block-problem" role="note" aria-label={`${title}: ${code ?? 'no code'}, item ${id}`} data-block-problem={reason} data-problem-code={code ?? ''} data-problem-id={id} data-block-id={id}>
      <p className="block-problem__title">
        <strong>{title}</strong> <code>{code ?? '(no code)'}</code> · item <code>{id}</code>
      </p>
      {issues.length > 0 ? (
        <ul className="block-problem__issues">
          {issues.map((issue, index) => (
            <li key={`${issue.path}-${index}`}>
              <code>{issue.path || '(item)'}</code>: {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
