import type { ScenarioName } from '../http/scenario-catalog';

/**
 * The "Simulated store" badge, shared by the browser worker (a DOM element) and the Node simulator
 * (static HTML, no script), with a link to the merchant preview studio.
 *
 * Where it sits: a tab in the bottom-left corner. The link needs a 24 x 24 px target (WCAG 2.5.8), and the top of
 * the page belongs to top_nav: its controls start 8 px from the top edge, and on a phone its actions wrap into
 * rows across the whole width, so anything 24 px tall at the top would cover one of them. At the bottom the tab
 * sits on the phone's bottom nav bar (its published --bottom-nav-height; 0 without one), below the floating
 * plugins: clear of them on desktops (they float 24 px up); on phones (72 px up, 16 px above the bar) its top
 * 8 px can meet a float's lower padding. Only the link takes pointer events.
 *
 * Stacking (65): above the page, the bottom bar (30), the floating plugins (35), the full-screen notices (40, 50:
 * "Simulated store · store-closed" stays readable over the closed notice) and the preview panel (60); below
 * dialogs and sheets (70, 71), the loading overlay (80) and toasts (100), which it must never hide.
 *
 * Studio frames (the page has `?studio=`, or is framed) get no badge: the studio is what they are shown in.
 */

export const badgeId = 'simulator-badge';
/** Where the merchant preview studio lives, under `npm start` and `npm run simulator` alike. */
export const studioPath = '/__studio';
export const studioLinkText = 'Open studio';

export const badgeStyle = [
  'position:fixed',
  'left:0',
  'bottom:var(--bottom-nav-height,0px)',
  'z-index:65',
  'display:flex',
  'align-items:center',
  'gap:2px',
  'padding:0 0 0 8px',
  'border-radius:0 6px 0 0',
  'background:rgba(17,24,39,0.88)',
  'color:#ffffff',
  // Single quotes only: this string also goes inside a double-quoted style="" attribute.
  "font:600 11px/1.4 system-ui,-apple-system,'Segoe UI',sans-serif",
  'letter-spacing:0.02em',
  'pointer-events:none',
  'user-select:none',
].join(';');

/** The link's target: 24 px tall at least, padded well past 24 px wide; the one part of the badge that takes clicks. */
export const badgeLinkStyle = [
  'display:inline-flex',
  'align-items:center',
  'min-height:24px',
  'min-width:24px',
  'padding:0 8px',
  'color:#ffffff',
  'text-decoration:underline',
  'text-underline-offset:2px',
  'pointer-events:auto',
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
  return (
    `<aside id="${badgeId}" aria-label="${badgeLabel(scenario)}" data-scenario="${scenario ?? ''}" style="${badgeStyle}">` +
    `<span>${badgeText(scenario)}</span><a href="${studioPath}" style="${badgeLinkStyle}">${studioLinkText}</a></aside>`
  );
}

/** Adds (or replaces) the badge at the end of the document body. */
export function mountSimulatorBadge(scenario: ScenarioName | null, doc: Document = document): HTMLElement {
  removeSimulatorBadge(doc);
  const badge = doc.createElement('aside');
  badge.id = badgeId;
  badge.setAttribute('aria-label', badgeLabel(scenario));
  badge.dataset.scenario = scenario ?? '';
  badge.setAttribute('style', badgeStyle);
  const text = doc.createElement('span');
  text.textContent = badgeText(scenario);
  const link = doc.createElement('a');
  link.href = studioPath;
  link.setAttribute('style', badgeLinkStyle);
  link.textContent = studioLinkText;
  badge.append(text, link);
  doc.body.append(badge);
  return badge;
}

export function removeSimulatorBadge(doc: Document = document): void {
  doc.getElementById(badgeId)?.remove();
}
