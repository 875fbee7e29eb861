import type { RawSettings } from '@/api/schemas/site.schema';
import type { RegisteredPlugin } from '@/layout/define-plugin';
import { settingFieldId, settingFields, settingGroups, type SettingField } from '../model/settings-fields.lib';
import type { SettingProblem } from '../model/validation.lib';
import { PluginSettings } from './PluginSettings';

interface SettingsPanelProps {
  settings: RawSettings;
  plugins: readonly RegisteredPlugin[];
  problems: readonly SettingProblem[];
  onChange: (values: Record<string, string>) => void;
}

function text(value: RawSettings[string] | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A plain colour for the picker; the picker only takes #rrggbb, so other notations leave it showing black. */
function pickerValue(value: string): string {
  const trimmed = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(trimmed)) return trimmed.toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(trimmed);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase() : '#000000';
}

function SettingControl({ field, value, problem, onChange }: { field: SettingField; value: string; problem: SettingProblem | undefined; onChange: (value: string) => void }) {
  const id = settingFieldId(field.key);
  const describedBy = [problem ? `${id}-problem` : null, field.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy } as const;
  let control;
  switch (field.kind) {
    case 'switch':
      control = <input {...common} type="checkbox" role="switch" className="st-switch" checked={value !== 'false'} onChange={(event) => onChange(event.target.checked ? 'true' : 'false')} />;
      break;
    case 'select':
      control = (
        <select {...common} value={value} onChange={(event) => onChange(event.target.value)}>
          {field.options && !field.options.some((option) => option.value === value) ? <option value={value}>{value === '' ? '(not set)' : value}</option> : null}
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'textarea':
      control = <textarea {...common} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />;
      break;
    case 'color':
      control = (
        <span className="st-color">
          <input {...common} value={value} onChange={(event) => onChange(event.target.value)} spellCheck={false} />
          <input type="color" aria-label={`${field.label} picker`} value={pickerValue(value)} onChange={(event) => onChange(event.target.value)} />
        </span>
      );
      break;
    case 'url':
    case 'text':
      control = <input {...common} type={field.kind === 'url' ? 'url' : 'text'} value={value} onChange={(event) => onChange(event.target.value)} spellCheck={field.kind === 'text'} />;
      break;
    default:
      return field.kind satisfies never;
  }
  return (
    <div className={field.kind === 'switch' ? 'st-field st-switch-row' : 'st-field'}>
      <label htmlFor={id}>
        {field.label} <code className="st-hint">{field.key}</code>
      </label>
      {control}
      {field.hint ? (
        <span id={`${id}-hint`} className="st-hint">
          {field.hint}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className="st-error-text">
          {problem.message}
        </span>
      ) : null}
    </div>
  );
}

/** The site settings a merchant sets, as the strings the API sends, with the problems a shopper would meet. */
export function SettingsPanel({ settings, plugins, problems, onChange }: SettingsPanelProps) {
  const problemByKey = new Map(problems.map((problem) => [problem.key, problem]));
  return (
    <div className="st-settings">
      {settingGroups.map((group) => (
        <fieldset key={group} className="st-fieldset">
          <legend>{group}</legend>
          {settingFields
            .filter((field) => field.group === group)
            .map((field) => (
              <SettingControl key={field.key} field={field} value={text(settings[field.key])} problem={problemByKey.get(field.key)} onChange={(value) => onChange({ [field.key]: value })} />
            ))}
        </fieldset>
      ))}
      <fieldset className="st-fieldset">
        <legend>Plugins</legend>
        <p className="st-hint">Switching on a plugin with no configuration fills in the simulator's working configuration.</p>
        <PluginSettings plugins={plugins} settings={settings} onChange={onChange} />
      </fieldset>
    </div>
  );
}
