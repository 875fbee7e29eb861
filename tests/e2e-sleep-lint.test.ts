// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * End-to-end specs wait for the event that proves a state, never for a fixed time (eslint.config.js, files e2e/**):
 * these feed the lint the ways a sleep was written in the specs before and check it refuses each, while the waits
 * that are not sleeps (a zero-delay timer, for the tasks already queued) pass.
 */

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function sleepProblems(code: string, filePath = 'e2e/example.spec.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-properties' || message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('no fixed sleeps in the end-to-end specs', () => {
  it.each([
    ['page.waitForTimeout', "import type { Page } from '@playwright/test';\nexport const settle = (page: Page) => page.waitForTimeout(600);"],
    ['a sleep helper in the page', 'export const exercise = async () => {\n  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));\n  await sleep(20);\n};'],
    ['a promised timer with a delay', 'export const later = () => new Promise<void>((resolve) => { setTimeout(() => resolve(), 500); });'],
  ])('refuses %s', async (_, code) => {
    expect(await sleepProblems(code)).toHaveLength(1);
  });

  it('refuses them in the specs’ support files too', async () => {
    expect(await sleepProblems('export const nap = () => new Promise((resolve) => setTimeout(resolve, 150));', 'e2e/support/example.ts')).toHaveLength(1);
  });

  it('lets through a zero-delay timer, which waits only for the tasks already queued', async () => {
    expect(await sleepProblems('export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));')).toEqual([]);
  });
});
