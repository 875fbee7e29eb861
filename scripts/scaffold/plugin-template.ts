import type { GeneratedFile } from './block-template';
import type { ScaffoldNames } from './names';

/** The site settings a plugin is switched and configured by: `plugin_<uniqueId>_<field>`. */
export function pluginSettingKeys({ code }: ScaffoldNames) {
  return {
    enabled: `plugin_${code}_enabled`,
    message: `plugin_${code}_message`,
    position: `plugin_${code}_position`,
  };
}

/**
 * The files of a new plugin, in the shape of the hand-written ones (plugins/messaging_chat, plugins/social_proof):
 * a floating notice with a message, a corner and a dismiss button. It loads no third-party code and sets nothing,
 * so it needs no consent; a plugin that does must change `consent` (and its README row says which).
 */
export function pluginFiles(names: ScaffoldNames): GeneratedFile[] {
  const dir = `plugins/${names.code}`;
  return [
    { path: `${dir}/${names.code}.plugin.ts`, content: definition(names) },
    { path: `${dir}/${names.pascal}.tsx`, content: view(names) },
    { path: `${dir}/${names.pascal}.css`, content: styles(names) },
    { path: `${dir}/${names.code}.test.tsx`, content: test(names) },
  ];
}

export function pluginRegistryEntry(names: ScaffoldNames) {
  return { identifier: `${names.camel}Plugin`, from: `./${names.code}/${names.code}.plugin` };
}

/** Its row in the plugins/README.md table, which tests/plugin-contract.test.ts reads. */
export function pluginReadmeRow(names: ScaffoldNames): string {
  const keys = pluginSettingKeys(names);
  return `| \`${names.code}\` | A dismissible notice with the merchant's message | \`${keys.enabled}\` | \`${keys.message}\`, \`${keys.position}\` (\`bottom-right\`, \`bottom-left\`) | necessary (loads no third-party code, sets nothing) | floating | idle |`;
}

/** Its entry in fake-store/domain/plugin-settings.ts: what `?plugins=<uniqueId>` switches on. */
export function simulatedSettingsEntry(names: ScaffoldNames): string {
  const keys = pluginSettingKeys(names);
  return `  ${names.code}: {
    enabled: '${keys.enabled}',
    config: { ${keys.message}: 'Order by 2 pm for same-day delivery.', ${keys.position}: 'bottom-right' },
  },
`;
}

function definition(names: ScaffoldNames): string {
  const { code, camel, pascal, label } = names;
  const keys = pluginSettingKeys(names);
  return `import * as z from 'zod/mini';
import { definePlugin } from '@/layout/define-plugin';
import { cornerSchema } from '../setting-schemas';

export const ${camel}ConfigSchema = z.object({
  /** What the notice says; required, since an empty notice would be a stray box with a button. */
  message: z.string().check(z.minLength(1, 'Write the message the notice shows'), z.maxLength(160)),
  position: z._default(cornerSchema, 'bottom-right'),
});
export type ${pascal}Config = z.output<typeof ${camel}ConfigSchema>;

/** A floating notice with the merchant's message that the shopper can dismiss. */
export const ${camel}Plugin = definePlugin({
  uniqueId: '${code}',
  label: '${label}',
  enabledSetting: '${keys.enabled}',
  configSettings: {
    message: '${keys.message}',
    position: '${keys.position}',
  },
  configSchema: ${camel}ConfigSchema,
  siteWide: 'floating',
  // It loads no third-party code and stores nothing: a plugin that does needs 'analytics', 'marketing' or 'functional'.
  consent: 'necessary',
  loadOn: 'idle',
  load: () => import('./${pascal}'),
});
`;
}

function view({ code, kebab, pascal, label }: ScaffoldNames): string {
  return `import { useState } from 'react';
import type { PluginViewProps } from '@/layout/define-plugin';
import type { ${pascal}Config } from './${code}.plugin';
import './${pascal}.css';

type Visibility = 'shown' | 'dismissed';

/**
 * The merchant's message in a bottom corner, named for screen readers, with a button to dismiss it. Dismissing lasts
 * until the next page load; remember it in sessionStorage if shoppers should not see it again in the visit.
 */
export default function ${pascal}({ config }: PluginViewProps<${pascal}Config>) {
  const [visibility, setVisibility] = useState<Visibility>('shown');
  if (visibility === 'dismissed') return null;
  return (
    <section className={\`plugin-${kebab} plugin-${kebab}--\${config.position}\`} data-plugin="${code}" aria-label="${label}">
      <p className="plugin-${kebab}__message">{config.message}</p>
      <button type="button" className="plugin-${kebab}__dismiss" onClick={() => setVisibility('dismissed')}>
        Dismiss
      </button>
    </section>
  );
}
`;
}

function styles({ code, kebab }: ScaffoldNames): string {
  return `/* The ${code} plugin's styles, downloaded with its view only when the plugin is on. */
/* Above the page and the bottom nav bar (30), below overlays, dialogs and toasts (40 and up). */
.plugin-${kebab} {
  position: fixed; z-index: 35; bottom: calc(24px + var(--bottom-nav-height, 0px));
  display: flex; align-items: center; gap: 8px; max-width: min(360px, calc(100vw - 32px));
  padding: 10px 10px 10px 14px; border: 1px solid var(--border, #d9dedc); border-radius: 12px;
  background: var(--surface, #ffffff); color: var(--store-text, #1c2326); box-shadow: 0 8px 24px rgb(0 0 0 / 0.16);
}
.plugin-${kebab}--bottom-right { right: max(16px, env(safe-area-inset-right, 0px)); }
.plugin-${kebab}--bottom-left { left: max(16px, env(safe-area-inset-left, 0px)); }
.plugin-${kebab}__message { margin: 0; }
.plugin-${kebab}__dismiss {
  flex: none; min-width: 44px; min-height: 44px; padding: 0 12px;
  border: 1px solid currentColor; border-radius: 8px; background: transparent; color: inherit; font: inherit;
}
.plugin-${kebab}__dismiss:focus-visible { outline: 3px solid var(--store-bg, #1f6f5c); outline-offset: 2px; }
`;
}

function test(names: ScaffoldNames): string {
  const { code, camel, pascal, label } = names;
  const keys = pluginSettingKeys(names);
  return `// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { readPluginConfig } from '@/layout/define-plugin';
import { simulatedPluginSettings } from '../../fake-store/domain/plugin-settings';
import ${pascal} from './${pascal}';
import { ${camel}ConfigSchema, ${camel}Plugin, type ${pascal}Config } from './${code}.plugin';

const seeded = simulatedPluginSettings.${code};

/** The site settings of a store with the plugin on and the simulator's configuration, changed by \`overrides\`. */
function settings(overrides: Record<string, string> = {}) {
  return { [seeded.enabled]: true, ...seeded.config, ...overrides };
}

function renderNotice(config: Partial<${pascal}Config> = {}) {
  return render(<${pascal} config={${camel}ConfigSchema.parse({ message: 'Order by 2 pm for same-day delivery.', ...config })} placement="floating" mode="live" />);
}

describe('the ${code} plugin', () => {
  describe('its configuration', () => {
    it('reads the simulated store’s settings', () => {
      expect(readPluginConfig(${camel}Plugin, settings())).toEqual({
        status: 'on',
        config: { message: 'Order by 2 pm for same-day delivery.', position: 'bottom-right' },
      });
    });

    it('needs only the message; the corner has a default', () => {
      expect(${camel}ConfigSchema.parse({ message: 'Hello' })).toEqual({ message: 'Hello', position: 'bottom-right' });
    });

    it('is off unless its switch is on', () => {
      expect(readPluginConfig(${camel}Plugin, { ...seeded.config })).toEqual({ status: 'off' });
      expect(readPluginConfig(${camel}Plugin, { ...seeded.config, [seeded.enabled]: 'true' })).toEqual({ status: 'off' });
    });

    it('refuses a missing message, naming the setting', () => {
      expect(readPluginConfig(${camel}Plugin, settings({ ${keys.message}: '' }))).toMatchObject({
        status: 'invalid',
        issues: [{ path: '${keys.message}' }],
      });
    });

    it('refuses a corner it does not know, naming the setting', () => {
      const state = readPluginConfig(${camel}Plugin, settings({ ${keys.position}: 'top-left' }));
      expect(state.status === 'invalid' ? state.issues.map((issue) => issue.path) : state).toEqual(['${keys.position}']);
    });
  });

  describe('its view', () => {
    it('is a named region with the message, marked with its uniqueId', () => {
      const { container } = renderNotice();
      expect(screen.getByRole('region', { name: '${label}' }).textContent).toContain('Order by 2 pm for same-day delivery.');
      expect(container.querySelector('[data-plugin="${code}"]')).not.toBeNull();
    });

    it.each([['bottom-right'], ['bottom-left']] as const)('sits in the %s corner', (position) => {
      const { container } = renderNotice({ position });
      expect(container.querySelector('[data-plugin="${code}"]')?.classList.contains(\`plugin-${names.kebab}--\${position}\`)).toBe(true);
    });

    it('goes away when the shopper dismisses it, by keyboard too', async () => {
      const user = userEvent.setup();
      renderNotice();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss' }));
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('region', { name: '${label}' })).toBeNull();
    });

    it('has no accessibility violations axe can see without layout', async () => {
      const { container } = renderNotice();
      // \`region\`: a floating control lives outside the page's landmarks by design, beside the main content.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
});
`;
}
