import {
  Component,
  createContext,
  lazy,
  memo,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  use,
  type CSSProperties,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { LayoutIssue, LayoutRegistry, RenderMode, ReservedHeight } from './define-block';
import type { RegisteredPlugin } from './define-plugin';
import type { LayoutNode } from './parse-layout';
import { EAGER_NODE_COUNT } from './eager-node-count';
import { reportLayoutProblemOnce } from './report';

const LayoutRegistryContext = createContext<LayoutRegistry>({ blocks: [], plugins: [] });

/** src/app hands the registries in here, so the engine never imports blocks/ or plugins/. */
export const LayoutRegistryProvider = LayoutRegistryContext.Provider;
export const useLayoutRegistry = () => useContext(LayoutRegistryContext);

/** How far ahead of the viewport a deferred node starts loading. */
const NEAR_VIEWPORT_MARGIN = '800px 0px';

const nodeLabel = (node: LayoutNode) => (node.kind === 'block' ? node.block.code : node.kind === 'plugin' ? node.plugin.uniqueId : (node.code ?? 'unknown'));

/** Holds a block's space before its code has arrived, so nothing below it moves. */
function ReservedSpace({ height, label, itemId, innerRef }: { height: ReservedHeight; label: string; itemId: string; innerRef?: React.Ref<HTMLDivElement> }) {
  const style = { '--reserved-mobile': height.mobile, '--reserved-desktop': height.desktop } as CSSProperties;
  // data-reserved-id lets the preview studio find (and scroll to) an item whose block has not loaded yet.
  return <div ref={innerRef} className="block-reserved" style={style} aria-hidden="true" data-reserved-for={label} data-reserved-id={itemId} />;
}

/** The marker a server drew before an item it drew (WhenNearViewport), if it is still in the document. */
const hydrateMarker = (itemId: string): Element | undefined =>
  [...document.querySelectorAll<HTMLElement>('[data-hydrate-at]')].find((marker) => marker.dataset.hydrateAt === itemId);

/** When a server-drawn item's HTML (the element after its marker) first comes near the viewport; one per item. */
const nearPromises = new Map<string, Promise<void>>();
function whenHtmlNear(itemId: string): Promise<void> {
  let promise = nearPromises.get(itemId);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const html = hydrateMarker(itemId)?.nextElementSibling;
      if (!html || typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(html);
    });
    nearPromises.set(itemId, promise);
  }
  return promise;
}

/** A server-drawn item the browser hydrates only once it nears the viewport: its code is not asked for before. */
function HydrateWhenNear({ itemId, children }: { itemId: string; children: ReactNode }) {
  if (!import.meta.env.SSR) use(whenHtmlNear(itemId));
  return children;
}

/**
 * Renders its children once the placeholder comes near the viewport (at once when eager). An item a server drew is
 * kept as drawn, and hydrated once it comes near: its marker (hidden, outside the layout's flow) finds its HTML.
 */
function WhenNearViewport({ eager, height, label, itemId, children }: { eager: boolean; height: ReservedHeight; label: string; itemId: string; children: ReactNode }) {
  // Decided once, from the server's HTML (its marker for this item) rather than a hook that would render the item again
  // once hydration is done: the item keeps one structure for its life, so hydrating it never mounts it afresh.
  const [drawnByServer] = useState(() => !eager && (import.meta.env.SSR || hydrateMarker(itemId) !== undefined));
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || drawnByServer || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, drawnByServer]);
  if (drawnByServer) {
    return (
      <>
        <span hidden data-hydrate-at={itemId} />
        <Suspense fallback={null}>
          <HydrateWhenNear itemId={itemId}>{children}</HydrateWhenNear>
        </Suspense>
      </>
    );
  }
  return near ? children : <ReservedSpace height={height} label={label} itemId={itemId} innerRef={placeholder} />;
}

const reasonTitles: Record<string, string> = {
  'unknown-code': 'Unknown block',
  'invalid-data': 'Invalid block data',
  'unknown-plugin': 'Unknown plugin',
  crashed: 'Block failed to render',
  'plugin-failed': 'Plugin failed',
  'plugin-invalid': 'Plugin not loaded',
};

const LayoutProblemNote = lazy(() => import('./LayoutProblemNote'));

/** What a merchant previewing the layout sees in place of an item that cannot be shown (preview mode only). */
export function LayoutProblem({ code, id, reason, issues }: { code: string | null; id: string; reason: string; issues: readonly LayoutIssue[] }) {
  return (
    <Suspense fallback={null}>
      <LayoutProblemNote title={reasonTitles[reason] ?? 'Layout problem'} code={code} id={id} reason={reason} issues={issues} />
    </Suspense>
  );
}

interface BoundaryProps {
  node: LayoutNode;
  mode: RenderMode;
  children: ReactNode;
}

/** Catches a block that throws or whose code fails to load: the rest of the page carries on. */
class NodeErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    const { node } = this.props;
    reportLayoutProblemOnce(`crash:${node.key}`, `${nodeLabel(node)} (item ${node.id}) failed: ${error.message}`, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.mode === 'live') return null;
    const { node } = this.props;
    return <LayoutProblem code={nodeLabel(node)} id={node.id} reason="crashed" issues={[{ path: '', message: error.message }]} />;
  }
}

function ErrorNode({ node, mode }: { node: Extract<LayoutNode, { kind: 'error' }>; mode: RenderMode }) {
  useEffect(() => {
    // Unknown plugins are skipped quietly: a plugin switched off or not installed is not an error.
    if (mode === 'live' && node.reason !== 'unknown-plugin') {
      reportLayoutProblemOnce(`${node.reason}:${node.key}`, `${reasonTitles[node.reason]} "${node.code ?? ''}" (item ${node.id}) was skipped`, node.issues);
    }
  }, [node, mode]);
  if (mode === 'live') return null;
  return <LayoutProblem code={node.code} id={node.id} reason={node.reason} issues={node.issues} />;
}

/** A plugin item: src/app's PluginSlot decides whether and how it shows. */
function PluginNode({ plugin, itemId, mode }: { plugin: RegisteredPlugin; itemId: string; mode: RenderMode }) {
  const { PluginSlot } = useLayoutRegistry();
  return PluginSlot ? <PluginSlot plugin={plugin} itemId={itemId} mode={mode} /> : null;
}

/**
 * One layout item. Memoised: a parent's render with the same node passes nothing new down, so an item still kept as
 * the server drew it (HydrateWhenNear) is not made to hydrate before it nears the viewport.
 */
const NodeSlot = memo(function NodeSlot({ node, index, mode }: { node: LayoutNode; index: number; mode: RenderMode }) {
  // Pinned blocks (a bottom bar) are on screen wherever they stand in the list.
  const eager = index < EAGER_NODE_COUNT || (node.kind === 'block' && node.block.region === 'fixed');
  switch (node.kind) {
    case 'error':
      return <ErrorNode node={node} mode={mode} />;
    case 'block': {
      const View = node.block.View;
      const height = node.block.reservedHeight;
      return (
        <NodeErrorBoundary node={node} mode={mode}>
          <WhenNearViewport eager={eager} height={height} label={node.block.code} itemId={node.id}>
            <Suspense fallback={<ReservedSpace height={height} label={node.block.code} itemId={node.id} />}>
              <View id={node.id} data={node.data} settings={node.settings} index={index} mode={mode} />
            </Suspense>
          </WhenNearViewport>
        </NodeErrorBoundary>
      );
    }
    case 'plugin': {
      const height = node.plugin.reservedHeight;
      return (
        <NodeErrorBoundary node={node} mode={mode}>
          <WhenNearViewport eager={eager} height={height} label={node.plugin.uniqueId} itemId={node.id}>
            <Suspense fallback={<ReservedSpace height={height} label={node.plugin.uniqueId} itemId={node.id} />}>
              <PluginNode plugin={node.plugin} itemId={node.id} mode={mode} />
            </Suspense>
          </WhenNearViewport>
        </NodeErrorBoundary>
      );
    }
    default:
      return node satisfies never;
  }
});

/**
 * Starts downloading the code of the first nodes (and pinned ones) before React asks for it, and tells
 * when it has arrived. Browsers fetch a dynamic import once, so calling this again costs nothing.
 * A chunk that fails to load counts as arrived: its node's error boundary deals with it.
 */
export function preloadLayout(nodes: readonly LayoutNode[], count = EAGER_NODE_COUNT): Promise<void> {
  const first = nodes.filter((node, index) => index < count || (node.kind === 'block' && node.block.region === 'fixed'));
  return Promise.all(
    first.map((node) => {
      // A plugin item's code waits for its switch and the shopper's consent (src/app/plugins).
      const load = node.kind === 'block' ? node.block.load : null;
      return load?.().catch(() => undefined);
    }),
  ).then(() => undefined);
}

/** Renders parsed layout nodes, each isolated in its own error boundary and Suspense. */
export function LayoutRenderer({ nodes, mode }: { nodes: readonly LayoutNode[]; mode: RenderMode }) {
  return (
    <div className="layout" data-render-mode={mode}>
      {nodes.map((node, index) => (
        <NodeSlot key={node.key} node={node} index={index} mode={mode} />
      ))}
    </div>
  );
}
