import type { LayoutItem, RawSettings } from '@/api/schemas/site.schema';
import type { LayoutIssue, LayoutRegistry } from '@/layout/define-block';
import { readPluginConfig } from '@/layout/define-plugin';
import { migrateBlockData } from '@/layout/migrations';
import { parseLayout } from '@/layout/parse-layout';
import { normalizeSettings } from '@/domain/site-settings';
import { settingFields } from './settings-fields.lib';

/** One invalid layout item as the report lists it. */
export interface ItemProblem {
  itemId: string;
  position: number;
  code: string | null;
  issues: LayoutIssue[];
}

/** One setting a shopper would trip on. */
export interface SettingProblem {
  key: string;
  label: string;
  message: string;
}

/**
 * Every invalid item, checked exactly as the storefront checks it (parseLayout: data migrated, then the block's
 * schemas), in display order.
 */
export function validateLayout(layout: readonly LayoutItem[], registry: LayoutRegistry): ItemProblem[] {
  return parseLayout(layout, registry).flatMap((node) =>
    node.kind === 'error' ? [{ itemId: node.id, position: node.position, code: node.code, issues: node.issues }] : [],
  );
}

/** Issues under one part of an item (`data` or `settings`), with paths made relative to it for that part's form. */
export function issuesUnder(issues: readonly LayoutIssue[], part: 'data' | 'settings'): LayoutIssue[] {
  return issues.flatMap((issue) => {
    if (issue.path === part) return [{ path: '', message: issue.message }];
    return issue.path.startsWith(`${part}.`) ? [{ path: issue.path.slice(part.length + 1), message: issue.message }] : [];
  });
}

/**
 * What the data form edits: the saved data upgraded to the block's current version, as the storefront sees it.
 * When migration fails there is nothing a form can show, so the JSON editor alone edits it.
 */
export function formData(block: Parameters<typeof migrateBlockData>[0], data: unknown): { editable: true; data: unknown } | { editable: false } {
  const migrated = migrateBlockData(block, data);
  return migrated.success ? { editable: true, data: migrated.data } : { editable: false };
}

function isValidLocale(locale: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 && new Intl.Locale(locale).toString().length > 0;
  } catch {
    return false;
  }
}

function isValidCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

/** The notations the storefront lets through to CSS (src/app/head.lib.ts safeColor; ADR 0005). */
function isSafeColor(value: string): boolean {
  const trimmed = value.trim();
  if (/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(trimmed)) return true;
  if (/^(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/-]+\)$/i.test(trimmed)) return true;
  if (!/^[a-z]{3,20}$/i.test(trimmed)) return false;
  // A word passes the storefront's check but the browser ignores a name it does not know ("blurple"); ask it when it can tell.
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' ? CSS.supports('color', trimmed) : true;
}

function text(value: RawSettings[string] | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The settings a shopper would trip on: a currency, locale or decimal places the money formatter cannot use,
 * colours the storefront would drop, and plugins switched on with a configuration their schema refuses.
 */
export function validateSettings(settings: RawSettings, registry: Pick<LayoutRegistry, 'plugins'>): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const labelOf = (key: string) => settingFields.find((field) => field.key === key)?.label ?? key;
  const add = (key: string, message: string) => problems.push({ key, label: labelOf(key), message });

  const currency = text(settings.currencyCode).trim();
  if (currency !== '' && !isValidCurrency(currency)) add('currencyCode', 'Use a 3-letter ISO 4217 code in capitals, such as USD or EUR.');
  const locale = text(settings.locale).trim();
  if (locale !== '' && !isValidLocale(locale)) add('locale', 'Use a locale the browser knows, such as en-US or de-DE.');
  const decimals = text(settings.decimalPlaces).trim();
  if (decimals !== '' && !/^[0-4]$/.test(decimals)) add('decimalPlaces', 'Use a whole number from 0 to 4.');
  const placement = text(settings.symbolPlacement).trim();
  if (placement !== '' && placement !== 'before' && placement !== 'after') add('symbolPlacement', 'Use "before" or "after".');
  for (const key of ['storeBgColor', 'storeTextOnBgColor', 'storeTextColor']) {
    const colour = text(settings[key]).trim();
    if (colour !== '' && !isSafeColor(colour)) add(key, 'Use a hex colour (#1f6f5c), rgb(), hsl() or a colour name; the storefront ignores anything else.');
  }
  for (const key of ['globalStoreEnable']) {
    const flag = text(settings[key]);
    if (flag !== '' && flag !== 'true' && flag !== 'false') add(key, 'Must be the string "true" or "false".');
  }

  const normalized = normalizeSettings(settings);
  for (const plugin of registry.plugins) {
    const state = readPluginConfig(plugin, normalized);
    if (state.status === 'invalid') {
      for (const issue of state.issues) problems.push({ key: issue.path, label: `${plugin.label}: ${issue.path}`, message: issue.message });
    }
  }
  return problems;
}
