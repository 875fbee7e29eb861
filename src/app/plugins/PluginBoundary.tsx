import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RenderMode } from '@/layout/define-block';
import type { RegisteredPlugin } from '@/layout/define-plugin';
import { LayoutProblem } from '@/layout/LayoutRenderer';
import { reportLayoutProblemOnce } from '@/layout/report';

interface Props {
  plugin: RegisteredPlugin;
  mode: RenderMode;
  children: ReactNode;
}

/**
 * Isolates one plugin: a view that throws, a chunk or a vendor script that fails to load, ends here. Shoppers see
 * nothing and the storefront carries on; the failure is reported once; merchant preview shows it.
 */
export class PluginBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    const { plugin } = this.props;
    reportLayoutProblemOnce(`plugin:${plugin.uniqueId}`, `plugin ${plugin.uniqueId} failed: ${error.message}`, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.mode === 'live') return null;
    const { plugin } = this.props;
    return <LayoutProblem code={plugin.uniqueId} id={plugin.uniqueId} reason="plugin-failed" issues={[{ path: '', message: error.message }]} />;
  }
}
