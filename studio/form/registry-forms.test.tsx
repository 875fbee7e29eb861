// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { blockRegistry } from '../../blocks/registry';
import { pluginRegistry } from '../../plugins/registry';
import { simulatedPluginSettings } from '../../fake-store/domain/plugin-settings';
import { axeViolations, getAt, renderForm, setAt } from './test-harness';

/** The configuration a plugin's form edits: its fields, read from the simulated store's settings as the runtime reads them. */
function pluginConfig(plugin: (typeof pluginRegistry)[number]): Record<string, string> {
  const settings: Readonly<Record<string, string>> = simulatedPluginSettings[plugin.uniqueId].config;
  const config: Record<string, string> = {};
  for (const [field, key] of Object.entries(plugin.configSettings)) {
    const value = settings[key];
    if (value !== undefined) config[field] = value;
  }
  return config;
}

interface Case {
  name: string;
  schema: z.ZodMiniType;
  value: () => Promise<unknown>;
}

const cases: Case[] = [
  ...blockRegistry.flatMap((block) => [
    { name: `${block.code} data`, schema: block.dataSchema, value: async () => (await block.loadDefaults()).data },
    { name: `${block.code} settings`, schema: block.settingsSchema, value: async () => (await block.loadDefaults()).settings },
  ]),
  ...pluginRegistry.map((plugin) => ({ name: `${plugin.uniqueId} config`, schema: plugin.configSchema, value: async () => pluginConfig(plugin) })),
];

/** Edits that usually keep a field valid: append a digit, or change the last character to a digit or hex letter. */
function mutations(text: string): { next: string; keys: string }[] {
  const edits = [{ next: `${text}1`, keys: '1' }];
  // An empty optional colour gets a colour.
  if (text === '') return [...edits, { next: '#123456', keys: '#123456' }];
  for (const char of '0123456789abcdef') {
    if (char !== text.at(-1)) edits.push({ next: `${text.slice(0, -1)}${char}`, keys: `{Backspace}${char}` });
  }
  return edits;
}

/** The value a field's text stands for: numbers are sent as numbers. */
const typed = (kind: string | undefined, text: string): unknown => (kind === 'number' ? Number(text) : text);

describe('SchemaForm on every registered block and plugin', () => {
  it.each(cases)('$name: renders every field without the raw-JSON fallback, with no axe violations', async ({ schema, value }) => {
    const initial = await value();
    expect(schema.safeParse(initial).success).toBe(true);
    const { container } = renderForm(schema, initial);
    expect(container.querySelectorAll('[data-sf-kind="raw"]')).toHaveLength(0);
    // Each top-level key of the schema has a field.
    const shape = (schema as unknown as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape ?? {};
    for (const key of Object.keys(shape)) {
      expect(container.querySelector(`[data-sf-path="${key}"]`), key).not.toBeNull();
    }
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(cases)('$name: editing one field sends a value that still parses and differs only there', async ({ schema, value }) => {
    const initial = await value();
    const user = userEvent.setup();
    const { container, last, sent } = renderForm(schema, initial);
    const fields = [...container.querySelectorAll<HTMLElement>('[data-sf-kind="string"], [data-sf-kind="textarea"], [data-sf-kind="color"], [data-sf-kind="number"], [data-sf-kind="text"]')];
    for (const field of fields) {
      const path = field.dataset.sfPath ?? '';
      const control = field.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
      if (!control) continue;
      const edit = mutations(control.value).find(({ next }) => schema.safeParse(setAt(initial, path, typed(field.dataset.sfKind, next))).success);
      if (!edit) continue;
      await user.click(control);
      await user.keyboard(`{End}${edit.keys}`);
      expect(last()).toEqual(setAt(initial, path, typed(field.dataset.sfKind, edit.next)));
      expect(schema.safeParse(last()).success).toBe(true);
      expect(control.value).toBe(edit.next);
      return;
    }
    // Settings made only of switches and choices (top_nav's, bottom_nav's null colours): flip the first checkbox.
    const checkbox = container.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(checkbox, 'a text, number or checkbox field to edit').not.toBeNull();
    const path = checkbox?.closest<HTMLElement>('[data-sf-path]')?.dataset.sfPath ?? '';
    if (checkbox) await user.click(checkbox);
    expect(sent).toHaveLength(1);
    expect(getAt(last(), path)).not.toEqual(getAt(initial, path));
    expect(last()).toEqual(setAt(initial, path, getAt(last(), path)));
    expect(schema.safeParse(last()).success).toBe(true);
  });
});
