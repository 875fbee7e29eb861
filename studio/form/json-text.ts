/**
 * Parsing the merchant's JSON text with an error that says where. Engines word JSON.parse errors differently and
 * not all give a position (Node 20 and Chromium often say only "Unexpected token"), so when the message has none,
 * a small scanner finds the offset of the first syntax error itself.
 */

type JsonParseResult = { ok: true; value: unknown } | { ok: false; message: string; line: number | null; column: number | null };

export function parseJsonText(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    const offset = positionFromMessage(raw, text) ?? firstErrorOffset(text);
    const message = raw.replace(/\s*\(line \d+ column \d+\)/, '').replace(/\s+at position \d+/, '');
    if (offset === null) return { ok: false, message, line: null, column: null };
    const before = text.slice(0, offset).split('\n');
    return { ok: false, message, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
  }
}

function positionFromMessage(message: string, text: string): number | null {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) {
    const lines = text.split('\n');
    const line = Number(lineColumn[1]);
    const column = Number(lineColumn[2]);
    return lines.slice(0, line - 1).reduce((sum, entry) => sum + entry.length + 1, 0) + column - 1;
  }
  const position = /at position (\d+)/.exec(message);
  return position ? Number(position[1]) : null;
}

/** The offset of the first JSON syntax error in `text`, or null when the scanner finds none. */
export function firstErrorOffset(text: string): number | null {
  let index = 0;
  const fail = (at: number): never => {
    throw new ScanError(at);
  };
  const skip = () => {
    while (index < text.length && /[ \t\n\r]/.test(text.charAt(index))) index += 1;
  };
  const literal = (word: string) => {
    for (let offset = 0; offset < word.length; offset += 1) {
      if (text.charAt(index + offset) !== word.charAt(offset)) fail(index + offset);
    }
    index += word.length;
  };
  const string = () => {
    index += 1; // the opening quote
    while (index < text.length) {
      const char = text.charAt(index);
      if (char === '"') {
        index += 1;
        return;
      }
      if (char === '\\') {
        const escape = text.charAt(index + 1);
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))) fail(index);
          index += 6;
        } else if ('"\\/bfnrt'.includes(escape) && escape !== '') index += 2;
        else fail(index + 1);
      } else if (char.charCodeAt(0) < 0x20) fail(index);
      else index += 1;
    }
    fail(index);
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index));
    if (!match || match[0] === '' || match[0] === '-') fail(index);
    index += match?.[0].length ?? 0;
  };
  const value = (): void => {
    skip();
    const char = text.charAt(index);
    if (char === '{') {
      index += 1;
      skip();
      if (text.charAt(index) === '}') {
        index += 1;
        return;
      }
      for (;;) {
        skip();
        if (text.charAt(index) !== '"') fail(index);
        string();
        skip();
        if (text.charAt(index) !== ':') fail(index);
        index += 1;
        value();
        skip();
        if (text.charAt(index) === ',') index += 1;
        else if (text.charAt(index) === '}') {
          index += 1;
          return;
        } else fail(index);
      }
    }
    if (char === '[') {
      index += 1;
      skip();
      if (text.charAt(index) === ']') {
        index += 1;
        return;
      }
      for (;;) {
        value();
        skip();
        if (text.charAt(index) === ',') index += 1;
        else if (text.charAt(index) === ']') {
          index += 1;
          return;
        } else fail(index);
      }
    }
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    if (char === '-' || (char >= '0' && char <= '9')) return number();
    fail(index);
  };
  try {
    value();
    skip();
    return index < text.length ? index : null;
  } catch (error) {
    if (error instanceof ScanError) return Math.min(error.offset, text.length);
    throw error;
  }
}

class ScanError extends Error {
  constructor(readonly offset: number) {
    super(`JSON syntax error at ${offset}`);
  }
}
