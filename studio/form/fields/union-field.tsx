import { useFormContext, type FieldProps } from '../form-context';
import { blankValue, fieldId, humanize, isRecord, issuesFor, joinPath, propertiesOf, type FieldKind, type Schema } from '../json-schema';
import { GroupShell, Issues, optionLabel, useIds } from './field-frame';
import { PropertyFields } from './property-fields';

/** Which variant of a union without a tag a value is: the first whose required keys it has, and no others' own keys. */
function matchVariant(variants: readonly Schema[], record: Record<string, unknown>): number {
  const scores = variants.map((variant) => {
    const required = variant.required ?? [];
    if (!required.every((key) => key in record)) return -1;
    const own = new Set(propertiesOf(variant).map(([key]) => key));
    return Object.keys(record).filter((key) => own.has(key)).length;
  });
  const best = Math.max(...scores);
  return best < 0 ? -1 : scores.indexOf(best);
}

/**
 * A discriminated union (a select for the tag, then that variant's fields) or a union of objects without a tag
 * (a select of variants). Switching keeps the fields the new variant shares and any key no variant knows.
 */
export function UnionField(props: FieldProps & { kind: Extract<FieldKind, { kind: 'discriminated' | 'object-union' }> }) {
  const { value, onChange, path, kind } = props;
  const { root, issues, idPrefix } = useFormContext();
  const ids = useIds(path);
  const record = isRecord(value) ? value : {};
  const variants = kind.kind === 'discriminated' ? kind.variants.map((variant) => variant.schema) : kind.variants;
  const tagKey = kind.kind === 'discriminated' ? kind.key : null;
  const current = kind.kind === 'discriminated' ? kind.variants.findIndex((variant) => variant.tag === record[kind.key]) : matchVariant(variants, record);
  const variant = current >= 0 ? variants[current] : undefined;

  const allKeys = new Set(variants.flatMap((entry) => propertiesOf(entry).map(([key]) => key)));
  const switchTo = (index: number) => {
    const target = variants[index];
    if (!target) return;
    const blank = blankValue(target, root);
    const fresh = isRecord(blank) ? blank : {};
    const targetKeys = new Set(propertiesOf(target).map(([key]) => key));
    const next: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(record)) {
      // Keys of other variants go (they would mean nothing here); keys no variant knows stay.
      if (!allKeys.has(key) || (targetKeys.has(key) && key !== tagKey)) next[key] = entry;
    }
    for (const [key, entry] of Object.entries(fresh)) if (!(key in next)) next[key] = entry;
    if (kind.kind === 'discriminated') next[kind.key] = kind.variants[index]?.tag;
    onChange(next);
  };

  const selectLabel = tagKey !== null ? humanize(tagKey) : 'Kind';
  const tagPath = tagKey !== null ? joinPath(path, tagKey) : null;
  // The tag's select has the id of the tag's own path, so a report of an issue at `link.type` can focus it.
  const selectId = tagPath !== null ? fieldId(idPrefix, tagPath) : `${ids.base}-variant`;
  const tagIssues = tagPath !== null ? issuesFor(issues, tagPath, null) : [];
  const tagErrorId = `${selectId}-error`;
  const variantLabel = (index: number) => {
    if (kind.kind === 'discriminated') return optionLabel(kind.variants[index]?.tag);
    const title = variants[index]?.title;
    return title ?? `Option ${index + 1}`;
  };
  const childKeys = new Set(variant ? propertiesOf(variant).map(([key]) => key) : []);
  if (tagKey !== null) childKeys.add(tagKey);
  return (
    <GroupShell props={props} kind="union" childKeys={childKeys}>
      <div className={`sf-field sf-field-variant${tagIssues.length > 0 ? ' sf-invalid' : ''}`} data-sf-path={tagPath ?? path} data-sf-kind="variant">
        <label className="sf-label" htmlFor={selectId}>
          {selectLabel}
        </label>
        <select
          id={selectId}
          className="sf-input sf-select"
          value={current >= 0 ? String(current) : 'unknown'}
          aria-invalid={tagIssues.length > 0 ? true : undefined}
          aria-describedby={tagIssues.length > 0 ? tagErrorId : undefined}
          onChange={(event) => {
            if (event.target.value !== 'unknown') switchTo(Number(event.target.value));
          }}
        >
          {current < 0 ? <option value="unknown">{tagKey !== null && record[tagKey] !== undefined ? `${optionLabel(record[tagKey])} (not allowed)` : '(choose)'}</option> : null}
          {variants.map((_, index) => (
            <option key={index} value={String(index)}>
              {variantLabel(index)}
            </option>
          ))}
        </select>
        <Issues id={tagErrorId} issues={tagIssues} />
      </div>
      {variant ? <PropertyFields schema={variant} record={record} onChange={onChange} path={path} skip={tagKey ?? undefined} /> : null}
    </GroupShell>
  );
}
