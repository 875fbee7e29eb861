// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * Every money text goes through src/domain/money.ts (spec section 5: "$25" and "$5", never "$5.00" beside them).
 * The project's lint rule is what keeps a second formatter from being born: these feed it the ways one was written
 * before (a toFixed, Intl's currency style, a symbol pasted before a number, a sum written with empty decimals) and
 * check it refuses each, in the storefront and in the simulated store whose messages shoppers read.
 */

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function moneyProblems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('the one money formatter', () => {
  it.each([
    ['a toFixed', 'export const price = (amount: number) => amount.toFixed(2);'],
    ['Intl’s currency style', "export const price = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);"],
    ['toLocaleString’s currency style', "export const price = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });"],
    ['a symbol pasted before a number in a template', 'export const price = (amount: number) => `$${amount}`;'],
    ['a symbol concatenated before a number', "export const price = (amount: number) => '₹' + String(amount);"],
    ['a sum with empty decimals', "export const offer = 'Spend $15.00 and get $3 off';"],
  ])('refuses %s in the storefront', async (_, code) => {
    expect(await moneyProblems(code, 'src/screens/example/example.ts')).toHaveLength(1);
  });

  it('refuses a symbol pasted before a number in a screen’s markup', async () => {
    const code = 'export const Price = ({ amount }: { amount: number }) => <p>Total: ${amount}</p>;';
    expect(await moneyProblems(code, 'blocks/example/Example.tsx')).toHaveLength(1);
  });

  it('refuses them in the simulated store’s messages too', async () => {
    expect(await moneyProblems('export const message = (cents: number) => `Add $${(cents / 100).toFixed(2)} more`;', 'fake-store/domain/example.ts')).toHaveLength(2);
  });

  it('lets through the formatter itself, sums with a fraction, and dollars in text that are not a price', async () => {
    const code = [
      "import { formatMoney } from '@/domain/money';",
      'export const line = (amount: number) => `Add ${formatMoney(amount)} more`;',
      "export const fee = 'Delivery $4.99, free from $50';",
      "export const docs = 'a store path such as $cart';",
    ].join('\n');
    expect(await moneyProblems(code, 'src/screens/example/example.ts')).toEqual([]);
  });
});
