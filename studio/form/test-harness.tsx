import { render } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';

/** Test helpers: a SchemaForm whose value lives in state (as in the studio), and every value it sent. */
export function renderForm(schema: z.ZodMiniType, initial: unknown, options: { issues?: SchemaFormProps['issues']; label?: string } = {}) {
  const sent: unknown[] = [];
  function Harness() {
    const [value, setValue] = useState<unknown>(initial);
    return (
      <SchemaForm
        schema={schema}
        value={value}
        onChange={(next) => {
          sent.push(next);
          setValue(next);
        }}
        idPrefix="t"
        issues={options.issues}
        label={options.label ?? 'Test data'}
      />
    );
  }
  const view = render(<Harness />);
  return { ...view, sent, last: () => sent.at(-1) };
}

export async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast and target sizes are for Chromium; landmarks are the app's.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** `value` with the string at `path` (`slides.0.heading`) replaced: what a one-field edit must send. */
export function setAt(value: unknown, path: string, next: unknown): unknown {
  const [head, ...rest] = path.split('.');
  if (head === undefined || head === '') return next;
  if (Array.isArray(value)) return value.map((entry, index) => (String(index) === head ? setAt(entry, rest.join('.'), next) : entry));
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { ...record, [head]: setAt(record[head], rest.join('.'), next) };
}

export function getAt(value: unknown, path: string): unknown {
  if (path === '') return value;
  return path.split('.').reduce<unknown>((current, key) => (typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined), value);
}
