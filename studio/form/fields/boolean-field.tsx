import type { FieldProps } from '../form-context';
import { LeafShell } from './field-frame';

export function BooleanField(props: FieldProps) {
  const { value, onChange } = props;
  const checked = value === true;
  return (
    <LeafShell
      props={props}
      kind="boolean"
      labelAfter
      control={(aria) => <input {...aria} type="checkbox" className="sf-checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    />
  );
}
