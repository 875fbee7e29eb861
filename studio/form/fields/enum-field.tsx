import { ABSENT, type FieldProps } from '../form-context';
import { LeafShell, optionLabel } from './field-frame';

export function EnumField(props: FieldProps & { options: readonly (string | number | boolean | null)[] }) {
  const { value, onChange, options, emptyIsAbsent } = props;
  const index = options.findIndex((option) => option === value);
  const unknown = value !== undefined && index === -1;
  const selected = index >= 0 ? String(index) : value === undefined ? 'absent' : 'unknown';
  return (
    <LeafShell
      props={props}
      kind="enum"
      control={(aria) => (
        <select
          {...aria}
          className="sf-input sf-select"
          value={selected}
          onChange={(event) => {
            const choice = event.target.value;
            if (choice === 'absent') onChange(ABSENT);
            else if (choice !== 'unknown') onChange(options[Number(choice)]);
          }}
        >
          {value === undefined || emptyIsAbsent ? <option value="absent">(not set)</option> : null}
          {unknown ? <option value="unknown">{`${optionLabel(value)} (not allowed)`}</option> : null}
          {options.map((option, optionIndex) => (
            <option key={optionIndex} value={String(optionIndex)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    />
  );
}
