import axe from 'axe-core';
import { expect } from 'vitest';

/*
 * The screen tests' axe check, in one place. Colour contrast is Lighthouse's and the e2e axe check's to judge (jsdom
 * computes no styles), and `region` expects a whole page's landmarks, which a screen rendered alone does not have.
 */

/** Fails with each violation's rule and the elements it found, for `container` (the whole document unless given). */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
}
