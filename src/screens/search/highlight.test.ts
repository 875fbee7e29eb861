import { describe, expect, it } from 'vitest';
import { createHighlighter, highlightParts, queryTokens } from './highlight';

/** The parts written as text with the matches in [brackets]. */
const marked = (query: string, text: string) =>
  highlightParts(text, queryTokens(query))
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('the highlighter', () => {
  it.each([
    ['pizza', 'Margherita Pizza', 'Margherita [Pizza]'],
    ['piz', 'Pizza Margherita', '[Piz]za Margherita'],
    ['MAR piz', 'Margherita Pizza', '[Mar]gherita [Piz]za'],
    ['za', 'Margherita Pizza', 'Margherita Pizza'],
    ['cre bru', 'Crème Brûlée', '[Crè]me [Brû]lée'],
    ['crème', 'Creme brulee', '[Creme] brulee'],
    ['cre', 'Cre\u0300me', '[Cre\u0300]me'],
    ['fish', 'Fish & Chips, fish-finger', '[Fish] & Chips, [fish]-finger'],
    ['p pizza', 'Pizza Pepperoni', '[Pizza] [P]epperoni'],
    ['pizzas', 'Pizza', 'Pizza'],
    ['', 'Pizza', 'Pizza'],
    ['12', '12" Pizza', '[12]" Pizza'],
  ])('for %j marks %j as %j', (query, text, expected) => {
    expect(marked(query, text)).toBe(expected);
  });

  it('keeps every character of the text', () => {
    const text = 'Crème Brûlée, 2 × 🍮';
    expect(
      highlightParts(text, queryTokens('cr b 2'))
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  it('works out each name once per query', () => {
    const highlight = createHighlighter('pizza');
    const first = highlight('Margherita Pizza');
    expect(highlight('Margherita Pizza')).toBe(first);
    expect(createHighlighter('pizza')('Margherita Pizza')).not.toBe(first);
  });
});
