/**
 * Text edits of the files a new block or plugin is listed in. Each takes the file's text and returns the new text,
 * changing only the lines it adds, or throws a ScaffoldError that says what it expected (so the scaffolder can
 * refuse before writing anything). Text, not an AST: the files are small, hand-kept and in one known shape, and the
 * edit must leave the developer's formatting exactly as it was.
 */

export class ScaffoldError extends Error {
  override name = 'ScaffoldError';
}

export interface RegistryEntry {
  /** The imported value the registry array lists: `promoTilesBlock`. */
  identifier: string;
  /** The import path: `./promo_tiles/promo_tiles.block`. */
  from: string;
}

const IMPORT_LINE = /^import .* from '(.+)';$/;

/**
 * Adds `import { identifier } from 'from';` among the registry's imports (in path order, as the file keeps them) and
 * `identifier,` as the last entry of `export const <arrayName> = [ ... ]`.
 */
export function addRegistryEntry(source: string, arrayName: string, entry: RegistryEntry, file = 'the registry'): string {
  const lines = source.split('\n');
  if (new RegExp(`\\b${entry.identifier}\\b`).test(source)) throw new ScaffoldError(`${file} already lists ${entry.identifier}.`);
  if (source.includes(`'${entry.from}'`)) throw new ScaffoldError(`${file} already imports ${entry.from}.`);

  const arrayStart = lines.findIndex((line) => line.startsWith(`export const ${arrayName} = [`));
  if (arrayStart === -1) throw new ScaffoldError(`${file}: no line starting "export const ${arrayName} = [" to add the entry to.`);
  const arrayEnd = lines.findIndex((line, index) => index > arrayStart && /^\]/.test(line));
  if (arrayEnd === -1) throw new ScaffoldError(`${file}: the ${arrayName} array has no closing "]" at the start of a line.`);
  const entries = lines.slice(0, arrayEnd);
  const lastIndex = arrayEnd - 1;
  const last = entries[lastIndex] ?? '';
  const hasEntries = lastIndex > arrayStart;
  // An entry written without a trailing comma gets one, so the new line is not glued to it.
  if (hasEntries && last.trim() !== '' && !last.trimStart().startsWith('//') && !last.trimEnd().endsWith(',')) entries[lastIndex] = `${last.trimEnd()},`;
  const indent = (hasEntries ? /^\s+/.exec(last)?.[0] : undefined) ?? '  ';
  const withEntry = [...entries, `${indent}${entry.identifier},`, ...lines.slice(arrayEnd)];

  const importLine = `import { ${entry.identifier} } from '${entry.from}';`;
  const imports = withEntry.map((line, index) => ({ index, from: IMPORT_LINE.exec(line)?.[1] })).filter((found) => found.from !== undefined && found.index < arrayStart);
  const local = imports.filter((found) => found.from?.startsWith('./'));
  if (imports.length === 0) return [importLine, ...withEntry].join('\n');
  const before = local.find((found) => (found.from ?? '') > entry.from);
  const at = before?.index ?? (local.at(-1) ?? imports.at(-1) ?? { index: 0 }).index + 1;
  return [...withEntry.slice(0, at), importLine, ...withEntry.slice(at)].join('\n');
}

/**
 * Adds an entry (its lines as given, ending in a newline) as the last property of `export const <name> ... = {`,
 * whose closing `};` stands at the start of a line.
 */
export function addObjectEntry(source: string, objectName: string, key: string, entryText: string, file = 'the file'): string {
  const start = source.search(new RegExp(`^export const ${objectName}\\b.*= \\{$`, 'm'));
  if (start === -1) throw new ScaffoldError(`${file}: no "export const ${objectName} ... = {" to add ${key} to.`);
  const end = source.indexOf('\n};', start);
  if (end === -1) throw new ScaffoldError(`${file}: ${objectName} has no closing "};" at the start of a line.`);
  if (new RegExp(`^\\s+${key}: `, 'm').test(source.slice(start, end))) throw new ScaffoldError(`${file} already has an entry for ${key}.`);
  return source.slice(0, end + 1) + entryText + source.slice(end + 1);
}

/** Adds a row at the end of the markdown table whose header row starts with `headerStart`. */
export function addTableRow(markdown: string, headerStart: string, row: string, file = 'the README'): string {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => line.startsWith(headerStart));
  if (header === -1) throw new ScaffoldError(`${file}: no table with a header starting "${headerStart}".`);
  let last = header;
  while ((lines[last + 1] ?? '').startsWith('|')) last += 1;
  return [...lines.slice(0, last + 1), row, ...lines.slice(last + 1)].join('\n');
}

/**
 * Adds a section (markdown ending in a newline) at the end of the `## <heading>` section: before the next `## `
 * heading, or at the end of the file, with one blank line on each side.
 */
export function addToSection(markdown: string, heading: string, section: string, file = 'the README'): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line === `## ${heading}`);
  if (start === -1) throw new ScaffoldError(`${file}: no "## ${heading}" section.`);
  const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const end = next === -1 ? lines.length : next;
  const head = lines.slice(0, end);
  while (head.length > start + 1 && head.at(-1)?.trim() === '') head.pop();
  const tail = lines.slice(end);
  const body = section.replace(/\n+$/, '').split('\n');
  return [...head, '', ...body, ...(tail.length > 0 ? ['', ...tail] : [''])].join('\n');
}
