import type { ScenarioName } from './scenarios';

/**
 * The "Simulated store" badge, shared by the browser worker (a DOM element) and the Node simulator
 * (static HTML, no script). Top-right and small, clear of the bottom-centre toasts; it takes no pointer
 * events, so it never swallows a click meant for the header controls under it.
 */

export const badgeId = 'simulator-badge';

export const badgeStyle = [
  'position:fixed',
  // A tab hanging from the top edge: 16 px tall, it stays above the text of header controls.
  'top:0',
  'right:8px',
  'z-index:2147483000',
  'padding:1px 6px',
  'border-radius:0 0 6px 6px',
  'background:rgba(17,24,39,0.88)',
  'color:#ffffff',
  // Single quotes only: this string also goes inside a double-quoted style="" attribute.
  "font:600 10px/1.4 system-ui,-apple-system,'Segoe UI',sans-serif",
  'letter-spacing:0.02em',
  'pointer-events:none',
  'user-select:none',
].join(';');

export function badgeText(scenario: ScenarioName | null): string {
  return scenario ? `Simulated store · ${scenario}` : 'Simulated store';
}

/** The accessible name: says what the badge means, for screen-reader users who cannot see the corner. */
export function badgeLabel(scenario: ScenarioName | null): string {
  return scenario ? `Simulator notice: this is a simulated store, scenario ${scenario}` : 'Simulator notice: this is a simulated store';
}

/** The badge as static HTML, for pages served without running any simulator script. */
export function badgeHtml(scenario: ScenarioName | null): string {
  // Scenario names are a fixed list of plain words, so nothing here needs escaping.
  return `<aside id="${badgeId}" aria-label="${badgeLabel(scenario)}" data-scenario="${scenario ?? ''}" style="${badgeStyle}">${badgeText(scenario)}</aside>`;
}

/** Adds (or replaces) the badge at the end of the document body. */
export function mountSimulatorBadge(scenario: ScenarioName | null, doc: Document = document): HTMLElement {
  doc.getElementById(badgeId)?.remove();
  const badge = doc.createElement('aside');
  badge.id = badgeId;
  badge.setAttribute('aria-label', badgeLabel(scenario));
  badge.dataset.scenario = scenario ?? '';
  badge.setAttribute('style', badgeStyle);
  badge.textContent = badgeText(scenario);
  doc.body.append(badge);
  return badge;
}
