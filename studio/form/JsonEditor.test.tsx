// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { JsonEditor } from './JsonEditor';
import { firstErrorOffset, parseJsonText } from './json-text';
import { axeViolations } from './test-harness';

function Controlled({ initial, onChange }: { initial: unknown; onChange: (next: unknown) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <JsonEditor
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        label="Block data (JSON)"
        id="data-json"
      />
      <button type="button" onClick={() => setValue({ title: 'From the form' })}>
        Edit in the form
      </button>
    </>
  );
}

const textarea = () => screen.getByLabelText('Block data (JSON)') as HTMLTextAreaElement;

describe('JsonEditor', () => {
  it('shows the value as indented JSON in a labelled textarea', async () => {
    const { container } = render(<JsonEditor value={{ a: [1] }} onChange={() => undefined} label="Block data (JSON)" id="data-json" />);
    expect(textarea().value).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(textarea().className).toContain('sf-json-text');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends valid JSON as it is typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={{}} onChange={onChange} />);
    await user.clear(textarea());
    await user.type(textarea(), '{{"title": "Hi"}');
    expect(onChange).toHaveBeenLastCalledWith({ title: 'Hi' });
    // The merchant's own spacing stays while it means the same.
    expect(textarea().value).toBe('{"title": "Hi"}');
  });

  it('keeps invalid text, says where the error is and sends nothing until it is fixed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Controlled initial={{ title: 'A' }} onChange={onChange} />);
    await user.clear(textarea());
    await user.type(textarea(), '{{\n"title": "A\n}'); // the string is never closed
    expect(textarea().value).toBe('{\n"title": "A\n}');
    expect(onChange).not.toHaveBeenCalled(); // nothing typed on the way was valid JSON
    expect(textarea().getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(textarea().getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toMatch(/^Line 2, column 12: /);
    expect(error?.closest('[aria-live]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    // A change from the form does not overwrite the merchant's broken text.
    await user.click(screen.getByRole('button', { name: 'Edit in the form' }));
    expect(textarea().value).toBe('{\n"title": "A\n}');

    await user.type(textarea(), '{Backspace}{Backspace}"\n}');
    expect(onChange).toHaveBeenLastCalledWith({ title: 'A' });
    expect(textarea().getAttribute('aria-invalid')).toBeNull();
  });

  it('can discard broken text for the current value', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={{ n: 1 }} onChange={() => undefined} />);
    await user.type(textarea(), 'x');
    await user.click(screen.getByRole('button', { name: 'Discard JSON edits' }));
    expect(textarea().value).toBe('{\n  "n": 1\n}');
    expect(screen.queryByRole('button', { name: 'Discard JSON edits' })).toBeNull();
  });

  it('follows changes from outside while its text is valid', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={{ title: 'A' }} onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Edit in the form' }));
    expect(textarea().value).toBe('{\n  "title": "From the form"\n}');
  });
});

describe('parseJsonText', () => {
  it.each([
    ['{"a": }', 1, 7],
    ['{\n  "a": 1,\n}', 3, 1],
    ['[1, 2', 1, 6],
    ['{"a": tru}', 1, 10],
    ['"x" y', 1, 5],
  ])('locates the error in %j at line %i, column %i', (text, line, column) => {
    const result = parseJsonText(text);
    expect(result).toMatchObject({ ok: false, line, column });
  });

  it.each([
    ['{"a": }', 6],
    ['{\n"title": "A\n}', 13],
    ['[1, 2', 5],
    ['[1,]', 3],
    ['{"a" 1}', 5],
    ['-', 0],
    ['"\\q"', 2],
  ])('finds the first error in %j at offset %i by itself, as engines without positions need', (text, offset) => {
    expect(firstErrorOffset(text)).toBe(offset);
  });

  it('accepts what JSON.parse accepts', () => {
    for (const text of ['{"a":[1,-2.5e3,true,false,null,"\\u00e9\\n"]}', ' 3 ', '[]', '{}']) {
      expect(firstErrorOffset(text)).toBeNull();
      expect(parseJsonText(text)).toEqual({ ok: true, value: JSON.parse(text) });
    }
  });
});
