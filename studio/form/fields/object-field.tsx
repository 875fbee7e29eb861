import type { FieldProps } from '../form-context';
import { isRecord, propertiesOf } from '../json-schema';
import { GroupShell } from './field-frame';
import { PropertyFields } from './property-fields';

export function ObjectField(props: FieldProps) {
  const { schema, value, onChange, path } = props;
  const record = isRecord(value) ? value : {};
  const keys = new Set(propertiesOf(schema).map(([key]) => key));
  const unknownKeys = Object.keys(record).filter((key) => !keys.has(key));
  return (
    <GroupShell props={props} kind="object" childKeys={keys}>
      <PropertyFields schema={schema} record={record} onChange={onChange} path={path} />
      {unknownKeys.length > 0 ? (
        <p className="sf-hint sf-unknown-keys">Kept as they are (not in the schema): {unknownKeys.join(', ')}.</p>
      ) : null}
    </GroupShell>
  );
}
