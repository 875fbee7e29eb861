import { seoAffixKeys, settingKeys } from '@/domain/site-settings';

/** How a setting is edited: all values are strings, as the API sends them. */
type SettingFieldKind = 'text' | 'url' | 'color' | 'select' | 'switch' | 'textarea';

export interface SettingField {
  key: string;
  label: string;
  kind: SettingFieldKind;
  group: 'Store' | 'Colours' | 'Money' | 'SEO';
  /** For `select`: the accepted values and their labels. */
  options?: readonly { value: string; label: string }[];
  hint?: string;
}

function affixFields(): SettingField[] {
  const kinds = [
    ['general', 'General'],
    ['product', 'Product'],
    ['category', 'Category'],
    ['page', 'Content page'],
  ] as const;
  return kinds.flatMap(([kind, name]) => {
    const keys = seoAffixKeys(kind);
    const entries: [string | null, string][] = [
      [keys.titlePrefix, `${name} title prefix`],
      [keys.titleSuffix, `${name} title suffix`],
      [keys.descriptionPrefix, `${name} description prefix`],
      [keys.descriptionSuffix, `${name} description suffix`],
    ];
    return entries.flatMap(([key, label]): SettingField[] => (key ? [{ key, label, kind: 'text', group: 'SEO' }] : []));
  });
}

/** The site settings the studio edits, with the keys the storefront reads (src/domain/site-settings.ts settingKeys, ADR 0005). */
export const settingFields: readonly SettingField[] = [
  { key: settingKeys.storeName, label: 'Store name', kind: 'text', group: 'Store' },
  { key: settingKeys.logo, label: 'Logo URL', kind: 'url', group: 'Store' },
  {
    key: settingKeys.storeType,
    label: 'Store type',
    kind: 'select',
    group: 'Store',
    options: [
      { value: 'physical', label: 'Physical goods (delivery or pickup)' },
      { value: 'digital', label: 'Digital goods' },
    ],
  },
  { key: settingKeys.globalStoreEnable, label: 'Store enabled', kind: 'switch', group: 'Store', hint: 'Off shows shoppers the store-closed notice.' },
  { key: settingKeys.storeBgColor, label: 'Brand background colour', kind: 'color', group: 'Colours' },
  { key: settingKeys.storeTextOnBgColor, label: 'Text on brand background colour', kind: 'color', group: 'Colours' },
  { key: settingKeys.storeTextColor, label: 'Text colour', kind: 'color', group: 'Colours' },
  { key: settingKeys.currencyCode, label: 'Currency code', kind: 'text', group: 'Money', hint: 'ISO 4217, e.g. USD' },
  { key: settingKeys.locale, label: 'Locale', kind: 'text', group: 'Money', hint: 'e.g. en-US' },
  { key: settingKeys.decimalPlaces, label: 'Decimal places', kind: 'text', group: 'Money', hint: '0 to 4' },
  {
    key: settingKeys.symbolPlacement,
    label: 'Currency symbol placement',
    kind: 'select',
    group: 'Money',
    options: [
      { value: 'before', label: 'Before the amount ($10)' },
      { value: 'after', label: 'After the amount (10 $)' },
    ],
  },
  { key: settingKeys.seoMetaTitle, label: 'SEO title', kind: 'text', group: 'SEO' },
  { key: settingKeys.seoMetaDescription, label: 'SEO description', kind: 'textarea', group: 'SEO' },
  { key: settingKeys.ogImage, label: 'Social share image URL (og:image)', kind: 'url', group: 'SEO' },
  ...affixFields(),
];

export const settingGroups = ['Store', 'Colours', 'Money', 'SEO'] as const;

/** The DOM id of a setting's control, so the validation report can focus it. */
export function settingFieldId(key: string): string {
  return `st-setting-${key.replace(/[^\w-]/g, '_')}`;
}
