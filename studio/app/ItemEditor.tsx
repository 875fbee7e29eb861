import { useState } from 'react';
import { layoutItemSchema, type LayoutItem, type RawSettings } from '@/api/schemas/site.schema';
import type { LayoutIssue, LayoutRegistry } from '@/layout/define-block';
import { JsonEditor } from '../form/JsonEditor';
import { SchemaForm } from '../form/SchemaForm';
import { formData, issuesUnder } from '../model/validation.lib';
import { PluginSettings } from './PluginSettings';
import { findBlock, findPlugin, itemCode, itemLabel } from './registry';

interface ItemEditorProps {
  item: LayoutItem;
  registry: LayoutRegistry;
  issues: readonly LayoutIssue[];
  settings: RawSettings;
  onChange: (item: LayoutItem) => void;
  onSettingsChange: (values: Record<string, string>) => void;
}

/** The id prefixes of an item's forms, so the validation report can focus a field by its issue path. */
export function itemFormIds(itemId: string) {
  const safe = itemId.replace(/[^\w-]/g, '_');
  return { data: `st-item-${safe}-data`, settings: `st-item-${safe}-settings`, json: `st-item-${safe}-json` };
}

/**
 * One item's editor: forms generated from its block's schemas beside the raw JSON of the whole item; edits in
 * either show in the other. A plugin item or an unknown code gets the JSON alone (and the plugin's settings).
 */
export function ItemEditor({ item, registry, issues, settings, onChange, onSettingsChange }: ItemEditorProps) {
  const itemId = String(item.id);
  const ids = itemFormIds(itemId);
  const [jsonError, setJsonError] = useState<string | null>(null);
  const block = item.type === 'plugin' ? undefined : findBlock(registry, item.code);
  const plugin = item.type === 'plugin' ? findPlugin(registry, item.uniqueId) : undefined;
  const data = block ? formData(block, item.data) : null;

  const onJson = (next: unknown) => {
    const parsed = layoutItemSchema.safeParse(next);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setJsonError(`Not applied: a layout item needs id, code, type, data, settings, position and uniqueId (${issue ? `${issue.path.map(String).join('.') || 'item'}: ${issue.message}` : 'wrong shape'}).`);
      return;
    }
    setJsonError(null);
    onChange(parsed.data);
  };

  return (
    <section className="st-item-editor" aria-labelledby={`${ids.json}-heading`}>
      <h2 id={`${ids.json}-heading`} className="st-section-title">
        {itemLabel(registry, item)} <code>{itemCode(item)}</code> <span className="st-hint">id {itemId}</span>
      </h2>
      <div className="st-item-editor-columns">
        <div className="st-item-forms">
          {block && data?.editable ? (
            <>
              <SchemaForm schema={block.dataSchema} value={data.data} onChange={(next: unknown) => onChange({ ...item, data: next })} idPrefix={ids.data} issues={issuesUnder(issues, 'data')} label="Data" />
              <SchemaForm
                schema={block.settingsSchema}
                value={item.settings ?? {}}
                onChange={(next: unknown) => onChange({ ...item, settings: next })}
                idPrefix={ids.settings}
                issues={issuesUnder(issues, 'settings')}
                label="Settings"
              />
            </>
          ) : null}
          {block && data && !data.editable ? <p className="st-hint">This item's data cannot be upgraded to the block's current version: edit it in the JSON.</p> : null}
          {!block && !plugin ? (
            <p className="st-hint">
              {item.type === 'plugin' ? `No plugin "${item.uniqueId ?? ''}" in this storefront.` : `No block "${item.code ?? ''}" in this storefront.`} Edit the item's JSON, or remove it.
            </p>
          ) : null}
          {plugin ? (
            <>
              <p className="st-hint">A plugin's configuration lives in the site settings; the layout item only places it.</p>
              <PluginSettings plugins={[plugin]} settings={settings} onChange={onSettingsChange} idPrefix={`${ids.json}-`} />
            </>
          ) : null}
        </div>
        <div className="st-item-json">
          <JsonEditor key={itemId} value={item} onChange={onJson} label="Item JSON" id={ids.json} />
          {jsonError ? (
            <p role="alert" className="st-error-text">
              {jsonError}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
