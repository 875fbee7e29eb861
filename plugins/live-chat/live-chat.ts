import { useEffect, useState, type ComponentType } from 'react';
import type { PluginViewProps } from '@/layout/define-plugin';
import { loadVendorScript } from '@/shared/lib/vendor-script';

/**
 * The shared contract of the live-chat plugins. A live-chat vendor is an embed: a script the vendor hosts, a few
 * globals it reads when it runs, and a widget it draws itself. Each kind of live chat states only that; the view
 * (loading once, reporting a failure, surviving a re-mount) is written once, here.
 */
export interface LiveChatVendor<Config> {
  /** The vendor's name, for messages and the view's display name. */
  name: string;
  /** The vendor's own script URL for a configuration (the vendor-proxy prefix, when there is one, is applied later). */
  scriptUrl: (config: Config) => string;
  /** Sets the globals the vendor's script reads when it runs. Called once, just before the script is first appended. */
  beforeLoad?: (config: Config, win: Window) => void;
  /** Hides the vendor's widget: a vendor script cannot be unloaded, so this is what unmounting the plugin means. */
  hide?: (win: Window) => void;
  /** Shows the widget again; called after every (re-)mount once the script has run. */
  show?: (win: Window) => void;
}

/** Declares a live-chat vendor; its configuration type comes from the plugin's schema. */
export function defineLiveChatVendor<Config>(vendor: LiveChatVendor<Config>): LiveChatVendor<Config> {
  return vendor;
}

/**
 * The plugin view of a live-chat vendor. It renders nothing (the vendor's script draws its own widget); it loads
 * the script once, on mount, and throws a load failure during render so the plugin's error boundary isolates and
 * reports it. Unmounting only hides the widget, so a re-mount (React's strict mode, merchant preview switching the
 * plugin off and on) shows the same widget again without a second script.
 */
export function createLiveChatView<Config>(vendor: LiveChatVendor<Config>): ComponentType<PluginViewProps<Config>> {
  /**
   * One load per view (so per vendor) per page. The first configuration wins until the next page load: the vendor's
   * script has already read its globals, and running a second copy, or resetting a queue such as Crisp's `$crisp`
   * after the script replaced it, would break the widget already on the page.
   */
  let started: Promise<void> | null = null;

  function start(config: Config): Promise<void> {
    if (started) return started;
    vendor.beforeLoad?.(config, window);
    const loading = loadVendorScript(vendor.scriptUrl(config)).catch((error: unknown) => {
      // The script never ran, so a later mount may set the globals and try again.
      if (started === loading) started = null;
      throw error;
    });
    started = loading;
    return loading;
  }

  function LiveChatView({ config }: PluginViewProps<Config>) {
    // Held from the first render: a later configuration cannot reach a script that has already run (see `start`).
    const [loadedConfig] = useState(config);
    const [failure, setFailure] = useState<Error | null>(null);

    useEffect(() => {
      let mounted = true;
      start(loadedConfig).then(
        () => {
          // Unmounted while the script was on its way: the widget it has just drawn belongs to no plugin now.
          if (mounted) vendor.show?.(window);
          else vendor.hide?.(window);
        },
        (error: unknown) => {
          if (mounted) setFailure(error instanceof Error ? error : new Error(`${vendor.name} failed to load: ${String(error)}`));
        },
      );
      return () => {
        mounted = false;
        vendor.hide?.(window);
      };
    }, [loadedConfig]);

    if (failure) throw failure;
    return null;
  }
  LiveChatView.displayName = `LiveChat(${vendor.name})`;
  return LiveChatView;
}
