import { describe, expect, it } from 'vitest';
import { badgeHtml, badgeId, mountSimulatorBadge } from './badge';
import { resolveScenario, resolveScenarioSeed, scenarioSeedStorageKey, scenarioStorageKey } from './browser';

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

describe('the simulator badge', () => {
  it('says the store is simulated, with an accessible name, and takes no clicks', () => {
    const badge = mountSimulatorBadge(null);
    expect(badge.textContent).toBe('Simulated store');
    expect(badge.getAttribute('aria-label')).toMatch(/simulated store/i);
    expect(badge.style.pointerEvents).toBe('none');
    expect(badge.style.position).toBe('fixed');
    expect(badge.style.top).toBe('0px');
    badge.remove();
  });

  it('names the active scenario and is never added twice', () => {
    mountSimulatorBadge(null);
    mountSimulatorBadge('slow');
    const badges = document.querySelectorAll(`#${badgeId}`);
    expect(badges).toHaveLength(1);
    expect(badges[0]?.textContent).toBe('Simulated store · slow');
    badges[0]?.remove();
  });

  it('renders the same badge as static HTML for the Node simulator', () => {
    const container = document.createElement('div');
    container.innerHTML = badgeHtml('flaky');
    const badge = container.querySelector('aside');
    expect(badge?.id).toBe(badgeId);
    expect(badge?.textContent).toBe('Simulated store · flaky');
    expect(badge?.getAttribute('aria-label')).toContain('flaky');
    // The whole inline style survives the attribute quoting (a stray double quote would cut it short).
    expect(badge?.style.pointerEvents).toBe('none');
    expect(badge?.style.fontFamily).toContain('Segoe UI');
  });
});
