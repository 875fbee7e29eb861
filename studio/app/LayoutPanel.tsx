import { useId, useState } from 'react';
import type { LayoutItem } from '@/api/schemas/site.schema';
import type { LayoutRegistry } from '@/layout/define-block';
import type { BlockCost } from '../contracts';
import { orderedLayout } from '../model/draft.lib';
import type { ItemProblem } from '../model/validation.lib';
import { formatBytes, formatCost } from './format';
import { itemCode, itemLabel } from './registry';

interface LayoutPanelProps {
  layout: readonly LayoutItem[];
  registry: LayoutRegistry;
  selectedItemId: string | null;
  problems: readonly ItemProblem[];
  costs: Readonly<Record<string, BlockCost>>;
  onSelect: (itemId: string) => void;
  /** `choice` is `block:<code>` or `plugin:<uniqueId>`. */
  onAdd: (choice: string) => Promise<void>;
  onDuplicate: (itemId: string) => void;
  onRemove: (itemId: string) => void;
  onMove: (itemId: string, direction: -1 | 1) => void;
}

/** The DOM id of an item's button in the list, so focus can be put back on it. */
export function itemButtonId(itemId: string): string {
  return `st-item-${itemId.replace(/[^\w-]/g, '_')}`;
}

/** Every layout item in position order, with what it is, whether it is valid and what it costs; the list actions. */
export function LayoutPanel({ layout, registry, selectedItemId, problems, costs, onSelect, onAdd, onDuplicate, onRemove, onMove }: LayoutPanelProps) {
  const baseId = useId();
  const [choice, setChoice] = useState(`block:${registry.blocks[0]?.code ?? ''}`);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const ordered = orderedLayout(layout);
  const selectedIndex = ordered.findIndex((item) => String(item.id) === selectedItemId);
  const hasSelection = selectedIndex !== -1 && selectedItemId !== null;
  const problemsById = new Map(problems.map((problem) => [problem.itemId, problem]));

  const add = async () => {
    setAdding(true);
    setAddError(null);
    try {
      await onAdd(choice);
    } catch (error) {
      setAddError(`Could not add it: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setAdding(false);
    }
  };

  // aria-disabled rather than disabled: a button that disables itself under the keyboard (Move up at the top)
  // would drop focus to the page.
  const act = (enabled: boolean, action: () => void) => () => {
    if (enabled) action();
  };
  const canMoveUp = hasSelection && selectedIndex > 0;
  const canMoveDown = hasSelection && selectedIndex < ordered.length - 1;

  return (
    <div className="st-layout">
      <div className="st-add">
        <div className="st-field">
          <label htmlFor={`${baseId}-add`}>Block or plugin to add</label>
          <select id={`${baseId}-add`} value={choice} onChange={(event) => setChoice(event.target.value)}>
            <optgroup label="Blocks">
              {registry.blocks.map((block) => (
                <option key={block.code} value={`block:${block.code}`}>
                  {block.label} ({block.code})
                </option>
              ))}
            </optgroup>
            <optgroup label="Plugins">
              {registry.plugins.map((plugin) => (
                <option key={plugin.uniqueId} value={`plugin:${plugin.uniqueId}`}>
                  {plugin.label} ({plugin.uniqueId})
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <button type="button" className="st-button st-button-primary" onClick={() => void add()} aria-disabled={adding || undefined}>
          Add block
        </button>
        <span className="st-hint">{hasSelection ? 'Added after the selected item.' : 'Added at the end.'}</span>
        {addError ? (
          <p role="alert" className="st-error-text">
            {addError}
          </p>
        ) : null}
      </div>

      <div className="st-row st-item-actions" role="group" aria-label="Selected item">
        <button type="button" className="st-button" aria-disabled={!canMoveUp || undefined} onClick={act(canMoveUp, () => selectedItemId && onMove(selectedItemId, -1))}>
          Move up
        </button>
        <button type="button" className="st-button" aria-disabled={!canMoveDown || undefined} onClick={act(canMoveDown, () => selectedItemId && onMove(selectedItemId, 1))}>
          Move down
        </button>
        <button type="button" className="st-button" aria-disabled={!hasSelection || undefined} onClick={act(hasSelection, () => selectedItemId && onDuplicate(selectedItemId))}>
          Duplicate
        </button>
        <button type="button" className="st-button st-button-danger" aria-disabled={!hasSelection || undefined} onClick={act(hasSelection, () => selectedItemId && onRemove(selectedItemId))}>
          Remove
        </button>
      </div>

      {ordered.length === 0 ? <p className="st-hint">The layout is empty: add a block.</p> : null}
      <ol className="st-item-list" aria-label="Layout items">
        {ordered.map((item, index) => {
          const itemId = String(item.id);
          const problem = problemsById.get(itemId);
          const cost = costs[itemId];
          const selected = itemId === selectedItemId;
          return (
            // An imported layout may repeat an id (the storefront renders both); the place keeps the keys apart.
            <li key={`${itemId}~${index}`} className={selected ? 'st-item st-item-selected' : 'st-item'}>
              <button type="button" id={itemButtonId(itemId)} className="st-item-button" aria-current={selected ? 'true' : undefined} onClick={() => onSelect(itemId)}>
                <span className="st-item-position">{item.position}</span>
                <span className="st-item-label">{itemLabel(registry, item)}</span>
                <span className="st-item-meta">
                  <code>{itemCode(item)}</code> · id {itemId}
                </span>
                {problem ? (
                  <span className="st-badge st-badge-error">
                    {problem.issues.length} {problem.issues.length === 1 ? 'problem' : 'problems'}
                  </span>
                ) : null}
              </button>
              {cost ? (
                <details className="st-cost">
                  <summary>
                    {formatCost(cost)}
                    <span className="st-visually-hidden"> for item {itemId}</span>
                  </summary>
                  <p className="st-hint">{cost.measuredOn === 'production' ? 'Measured on the production build.' : 'Measured on the dev server: unbundled source, larger than shoppers download.'}</p>
                  <ul>
                    {/* The same image or call can be requested twice: keyed by place, not URL. */}
                    {cost.jsFiles.map((file, place) => (
                      <li key={`js-${place}`}>
                        <code>{file}</code>
                      </li>
                    ))}
                    {cost.requests.map((request, place) => (
                      <li key={`request-${place}`}>
                        {request.kind}: <code>{request.url}</code> ({formatBytes(request.bytes)})
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
