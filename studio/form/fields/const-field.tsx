import type { FieldProps } from '../form-context';
import { LeafShell, optionLabel } from './field-frame';

export function ConstField(props: FieldProps & { constant: string | number | boolean | null }) {
  return (
    <LeafShell
      props={props}
      kind="const"
      hint="Fixed by the schema."
      control={(aria) => <input {...aria} type="text" readOnly className="sf-input sf-readonly" value={optionLabel(props.constant)} />}
    />
  );
}
