import { createElement, lazy, useState, type ComponentType } from 'react';

interface PreloadableView<Props> {
  /** Starts (once) loading the code; resolves when it is here. */
  load: () => Promise<{ default: ComponentType<Props> }>;
  /** Renders at once when the code has been preloaded; otherwise suspends until it arrives. */
  View: ComponentType<Props>;
}

/**
 * React.lazy suspends on first render even when its code has already arrived, which paints the
 * placeholder for a frame and then shifts the page. This view renders a preloaded component directly,
 * so a page whose first blocks were preloaded appears whole.
 */
export function preloadableView<Props extends object>(importView: () => Promise<{ default: ComponentType<Props> }>): PreloadableView<Props> {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<{ default: ComponentType<Props> }> | null = null;
  const load = () =>
    (pending ??= importView().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(load);

  function View(props: Props) {
    // An instance that started on the lazy path stays on it, so it is never remounted when the code lands.
    const [preloaded] = useState(() => loaded);
    return preloaded ? createElement(preloaded, props) : createElement(Lazy, props);
  }
  return { load, View };
}
