// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { badgeHtml, badgeId, mountSimulatorBadge, studioPath } from './badge';
import { isStudioFrame, resolveScenario, resolveScenarioSeed, resolveStudioDraft, scenarioSeedStorageKey, scenarioStorageKey } from './browser';
import { studioStorageKey } from './studio-draft';

describe('resolveScenario', () => {
  it('picks the scenario named in ?scenario= and remembers it for the session', () => {
    expect(resolveScenario('?scenario=slow', window.sessionStorage)).toBe('slow');
    expect(window.sessionStorage.getItem(scenarioStorageKey)).toBe('slow');
  });

  it('keeps the remembered scenario when a later page has no parameter', () => {
    resolveScenario('?scenario=flaky', window.sessionStorage);
    expect(resolveScenario('?page=2', window.sessionStorage)).toBe('flaky');
  });

  it('forgets it with ?scenario=none', () => {
    resolveScenario('?scenario=store-closed', window.sessionStorage);
    expect(resolveScenario('?scenario=none', window.sessionStorage)).toBeNull();
    expect(window.sessionStorage.getItem(scenarioStorageKey)).toBeNull();
    expect(resolveScenario('', window.sessionStorage)).toBeNull();
  });

  it('works without storage (blocked by the browser) for the one page', () => {
    expect(resolveScenario('?scenario=unauthorized', null)).toBe('unauthorized');
    expect(resolveScenario('', null)).toBeNull();
  });
});

describe('resolveScenarioSeed', () => {
  it('picks the seed in ?seed= and remembers it for the session, like the scenario', () => {
    expect(resolveScenarioSeed('?scenario=cart-chaos&seed=17', window.sessionStorage)).toBe(17);
    expect(window.sessionStorage.getItem(scenarioSeedStorageKey)).toBe('17');
    expect(resolveScenarioSeed('?page=2', window.sessionStorage)).toBe(17);
  });

  it('forgets it with ?seed=none or a seed that is not a whole number', () => {
    resolveScenarioSeed('?seed=5', window.sessionStorage);
    expect(resolveScenarioSeed('?seed=none', window.sessionStorage)).toBeNull();
    expect(window.sessionStorage.getItem(scenarioSeedStorageKey)).toBeNull();
    resolveScenarioSeed('?seed=5', window.sessionStorage);
    expect(resolveScenarioSeed('?seed=-3', window.sessionStorage)).toBeNull();
    expect(resolveScenarioSeed('', window.sessionStorage)).toBeNull();
  });

  it('works without storage for the one page', () => {
    expect(resolveScenarioSeed('?seed=9', null)).toBe(9);
    expect(resolveScenarioSeed('', null)).toBeNull();
  });
});

describe('resolveStudioDraft', () => {
  it('picks the draft in ?studio= and remembers it for the session, like the scenario', () => {
    expect(resolveStudioDraft('?preview=1&studio=draft_1', window.sessionStorage)).toBe('draft_1');
    expect(window.sessionStorage.getItem(studioStorageKey)).toBe('draft_1');
    expect(resolveStudioDraft('?page=2', window.sessionStorage)).toBe('draft_1');
  });

  it('forgets it with ?studio=none, or an id that is not valid (with a warning)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resolveStudioDraft('?studio=d1', window.sessionStorage);
    expect(resolveStudioDraft('?studio=none', window.sessionStorage)).toBeNull();
    expect(window.sessionStorage.getItem(studioStorageKey)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    resolveStudioDraft('?studio=d1', window.sessionStorage);
    expect(resolveStudioDraft('?studio=../d1', window.sessionStorage)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(resolveStudioDraft('', window.sessionStorage)).toBeNull();
  });

  it('works without storage for the one page', () => {
    expect(resolveStudioDraft('?studio=d9', null)).toBe('d9');
    expect(resolveStudioDraft('', null)).toBeNull();
  });
});

describe('isStudioFrame', () => {
  const topLevel = { self: window, top: window } as unknown as Window;
  const framed = { self: window, top: {} } as unknown as Window;

  it('is true in a frame, or for a page showing a studio draft', () => {
    expect(isStudioFrame(topLevel, null)).toBe(false);
    expect(isStudioFrame(topLevel, 'd1')).toBe(true);
    expect(isStudioFrame(framed, null)).toBe(true);
  });
});

describe('the simulator badge', () => {
  it('says the store is simulated, with an accessible name, and only its studio link takes clicks', () => {
    const badge = mountSimulatorBadge(null);
    expect(badge.querySelector('span')?.textContent).toBe('Simulated store');
    expect(badge.getAttribute('aria-label')).toMatch(/simulated store/i);
    expect(badge.style.pointerEvents).toBe('none');
    expect(badge.style.position).toBe('fixed');
    const link = badge.querySelector('a');
    expect(link?.textContent).toBe('Open studio');
    expect(link?.getAttribute('href')).toBe(studioPath);
    expect(link?.style.pointerEvents).toBe('auto');
    badge.remove();
  });

  it('sits in the bottom-left corner, on top of the bottom bar, clear of the header’s controls', () => {
    const badge = mountSimulatorBadge(null);
    expect(badge.style.left).toBe('0px');
    expect(badge.style.bottom).toBe('var(--bottom-nav-height,0px)');
    expect(badge.style.top).toBe('');
    // Above the full-screen notices (40, 50), below dialogs (70) and toasts (100).
    expect(Number(badge.style.zIndex)).toBeGreaterThan(50);
    expect(Number(badge.style.zIndex)).toBeLessThan(70);
    badge.remove();
  });

  it('gives the link a target of at least 24 x 24 px', () => {
    const link = mountSimulatorBadge(null).querySelector('a');
    expect(link?.style.minHeight).toBe('24px');
    expect(link?.style.minWidth).toBe('24px');
    link?.parentElement?.remove();
  });

  it('names the active scenario and is never added twice', () => {
    mountSimulatorBadge(null);
    mountSimulatorBadge('slow');
    const badges = document.querySelectorAll(`#${badgeId}`);
    expect(badges).toHaveLength(1);
    expect(badges[0]?.querySelector('span')?.textContent).toBe('Simulated store · slow');
    badges[0]?.remove();
  });

  it('renders the same badge as static HTML for the Node simulator', () => {
    const container = document.createElement('div');
    container.innerHTML = badgeHtml('flaky');
    const badge = container.querySelector('aside');
    expect(badge?.id).toBe(badgeId);
    expect(badge?.querySelector('span')?.textContent).toBe('Simulated store · flaky');
    expect(badge?.getAttribute('aria-label')).toContain('flaky');
    // The whole inline style survives the attribute quoting (a stray double quote would cut it short).
    expect(badge?.style.pointerEvents).toBe('none');
    expect(badge?.style.fontFamily).toContain('Segoe UI');
    const link = badge?.querySelector('a');
    expect(link?.getAttribute('href')).toBe(studioPath);
    expect(link?.style.pointerEvents).toBe('auto');
    expect(link?.style.minHeight).toBe('24px');
    expect(container.innerHTML).toBe(mountSimulatorBadge('flaky').outerHTML);
    document.getElementById(badgeId)?.remove();
  });
});
