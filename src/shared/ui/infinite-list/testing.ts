import { act } from '@testing-library/react';

/**
 * IntersectionObserver as useNearEnd uses it, for tests (never imported by the app): stub it with
 * `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`, clear `live` before each test, and say when the
 * end of the list is near with `nearTheEnd()`.
 */
export class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  readonly root: Element | Document | null;
  readonly rootMargin: string;
  readonly thresholds = [0];
  private readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.root = options.root ?? null;
    this.rootMargin = options.rootMargin ?? '';
  }
  observe(target: Element) {
    this.targets.add(target);
    FakeIntersectionObserver.live.add(this);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  fire() {
    const entries = [...this.targets].map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Every live observer reports its targets in view. */
export function nearTheEnd() {
  act(() => {
    for (const observer of [...FakeIntersectionObserver.live]) observer.fire();
  });
}
