import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineBlock } from '@/layout/define-block';
import { definePlugin } from '@/layout/define-plugin';
import { formData, issuesUnder, validateLayout, validateSettings } from './validation.lib';
import { testItem } from './test-fixtures';

const View = () => null;
const titleBlock = defineBlock({
  code: 'title_block',
  label: 'Title',
  dataSchema: z.object({ title: z.string().check(z.minLength(1)) }),
  settingsSchema: z.object({ dense: z.optional(z.boolean()) }),
  loadDefaults: async () => ({ data: { title: 'Hi' }, settings: {} }),
  reservedHeight: { mobile: '0px', desktop: '0px' },
  version: 2,
  // Version 1 called the title `heading`.
  migrations: { 1: ({ heading, ...rest }) => ({ ...rest, title: heading }) },
  load: async () => ({ default: View }),
});
const chatPlugin = definePlugin({
  uniqueId: 'chat',
  label: 'Chat',
  enabledSetting: 'plugin_chat_enabled',
  configSettings: { phone: 'plugin_chat_phone' },
  configSchema: z.object({ phone: z.string().check(z.minLength(3)) }),
  siteWide: 'floating',
  consent: 'functional',
  loadOn: 'idle',
  load: async () => ({ default: View }),
});
const registry = { blocks: [titleBlock], plugins: [chatPlugin] };

describe('validateLayout', () => {
  it('lists every invalid item with position, code, id and issues, in display order', () => {
    const problems = validateLayout(
      [
        testItem(3, 30, { code: 'mega_menu' }),
        testItem(1, 10, { code: 'title_block', data: { title: 'ok', schema_version: 2 } }),
        testItem(2, 20, { code: 'title_block', data: { title: '', schema_version: 2 }, settings: { dense: 'yes' } }),
      ],
      registry,
    );
    expect(problems.map((problem) => [problem.position, problem.code, problem.itemId])).toEqual([
      [20, 'title_block', '2'],
      [30, 'mega_menu', '3'],
    ]);
    expect(problems[0]?.issues.map((issue) => issue.path)).toEqual(['data.title', 'settings.dense']);
    expect(problems[1]?.issues).toEqual([{ path: 'code', message: 'No block "mega_menu"' }]);
  });

  it('validates data after migrating it, as the storefront does', () => {
    expect(validateLayout([testItem(1, 10, { code: 'title_block', data: { heading: 'Old' } })], registry)).toEqual([]);
    const tooNew = validateLayout([testItem(1, 10, { code: 'title_block', data: { title: 'x', schema_version: 5 } })], registry);
    expect(tooNew[0]?.issues[0]?.path).toBe('data.schema_version');
  });

  it('reports a plugin item of an unknown plugin', () => {
    expect(validateLayout([testItem(1, 10, { type: 'plugin', code: null, uniqueId: 'nope' })], registry)[0]?.issues[0]?.path).toBe('uniqueId');
  });
});

describe('form helpers', () => {
  it('makes issue paths relative to the part a form edits', () => {
    const issues = [
      { path: 'data.slides.0.alt', message: 'a' },
      { path: 'settings.dense', message: 'b' },
      { path: 'data', message: 'c' },
      { path: 'code', message: 'd' },
    ];
    expect(issuesUnder(issues, 'data')).toEqual([
      { path: 'slides.0.alt', message: 'a' },
      { path: '', message: 'c' },
    ]);
    expect(issuesUnder(issues, 'settings')).toEqual([{ path: 'dense', message: 'b' }]);
  });

  it('gives the form the migrated data, or nothing when it cannot be migrated', () => {
    expect(formData(titleBlock, { heading: 'Old' })).toEqual({ editable: true, data: { title: 'Old', schema_version: 2 } });
    expect(formData(titleBlock, { schema_version: 9 })).toEqual({ editable: false });
  });
});

describe('validateSettings', () => {
  const valid = { currencyCode: 'EUR', locale: 'de-DE', decimalPlaces: '2', symbolPlacement: 'after', storeBgColor: '#1f6f5c', storeTextColor: 'rgb(0, 0, 0)', globalStoreEnable: 'true' };

  it('accepts settings the money formatter and CSS can use', () => {
    expect(validateSettings(valid, registry)).toEqual([]);
  });

  it.each([
    ['currencyCode', 'usd', /3-letter/],
    ['currencyCode', 'DOLLARS', /3-letter/],
    ['locale', 'not a locale!', /locale/],
    ['decimalPlaces', '5', /0 to 4/],
    ['decimalPlaces', '1.5', /0 to 4/],
    ['symbolPlacement', 'left', /before.*after/],
    ['storeBgColor', 'url(evil)', /hex colour/],
    ['globalStoreEnable', 'yes', /"true" or "false"/],
  ])('refuses %s = %s with a clear message', (key, value, message) => {
    const problems = validateSettings({ ...valid, [key]: value }, registry);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ key, message: expect.stringMatching(message) });
  });

  it('lists a switched-on plugin whose configuration fails its schema, under the setting key', () => {
    const problems = validateSettings({ ...valid, plugin_chat_enabled: 'true', plugin_chat_phone: '1' }, registry);
    expect(problems).toEqual([expect.objectContaining({ key: 'plugin_chat_phone', label: 'Chat: plugin_chat_phone' })]);
    expect(validateSettings({ ...valid, plugin_chat_enabled: 'false', plugin_chat_phone: '1' }, registry)).toEqual([]);
  });
});
