import type { RegisteredPlugin } from '@/layout/define-plugin';
import type { PluginStatus } from './plugin-status.lib';

/*
 * Merchant preview's words for a plugin's status (the plugins panel, a plugin item that cannot show). Apart from
 * plugin-status.lib.ts, which the first download needs: preview is for merchants only (ADR 0036), and shoppers never
 * download these.
 */

/** What merchant preview says of a plugin's status. */
export function describePluginStatus(plugin: RegisteredPlugin, status: PluginStatus): string {
  switch (status.kind) {
    case 'off':
      return `Off (${plugin.enabledSetting} is not 'true')`;
    case 'invalid':
      return `Not loaded: its configuration is invalid (${status.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')})`;
    case 'waiting-for-consent':
      return `Waiting for the shopper's ${plugin.consent} consent`;
    case 'allowed':
      return `On: loads ${plugin.loadOn === 'idle' ? 'when the page is idle after the first render' : plugin.loadOn === 'interaction' ? "on the shopper's first tap, key or scroll" : 'when its place nears the viewport'}`;
    default:
      return status satisfies never;
  }
}
