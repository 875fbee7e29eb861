import type { SiteData } from '@/api/schemas/site.schema';

interface BranchPanelProps {
  branches: SiteData['branches'];
  onSelect: (branchId: string) => void;
}

/** The branch the preview runs as: get-data's `selected_branch`. */
export function BranchPanel({ branches, onSelect }: BranchPanelProps) {
  const selectedId = branches.selected_branch ? String(branches.selected_branch.id) : null;
  if (branches.branches.length === 0) return <p className="st-hint">This draft has no branches.</p>;
  return (
    <fieldset className="st-fieldset">
      <legend>Preview branch</legend>
      {branches.branches.map((branch) => {
        const id = `st-branch-${String(branch.id).replace(/[^\w-]/g, '_')}`;
        return (
          <div key={String(branch.id)} className="st-radio-row">
            <input id={id} type="radio" name="st-branch" checked={String(branch.id) === selectedId} onChange={() => onSelect(String(branch.id))} />
            <label htmlFor={id}>
              {branch.name}
              {branch.is_open ? '' : ' (closed)'}
              {branch.address ? <span className="st-hint"> {branch.address}</span> : null}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
