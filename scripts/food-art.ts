/**
 * Copies the Fluent Emoji the simulator's pictures use (fake-store/domain/food-art.ts) out of
 * `@iconify-json/fluent-emoji` into fake-store/domain/food-art.generated.ts, so the simulator draws them with no
 * network and without loading the whole set (about 100 MB) anywhere but here; and the storefront's own pictures
 * (src/shared/ui/empty-state/illustrations.ts) into public/illustrations/, a file each.
 *
 *   npx tsx scripts/food-art.ts    after changing which illustrations food-art.ts names
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emojiUsed } from '../fake-store/domain/food-art';
import { illustrations } from '../src/shared/ui/empty-state/illustrations';

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
}

interface IconifySet {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

const MIT_LICENSE = `MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const packageJson = JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji/package.json'), 'utf8')) as { version: string };
const set = JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji/icons.json'), 'utf8')) as IconifySet;
const grid = set.height ?? 16;

/** An illustration's SVG body, checked to be drawn on the set's grid. */
function bodyOf(name: string): string {
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) throw new Error(`Fluent Emoji has no "${name}"`);
  const width = icon.width ?? set.width ?? grid;
  const height = icon.height ?? grid;
  if (width !== grid || height !== grid || icon.left || icon.top) throw new Error(`"${name}" is not drawn on the ${grid}x${grid} grid`);
  return icon.body;
}

const entries = emojiUsed().map((name) => `  ${JSON.stringify(name)}: ${JSON.stringify(bodyOf(name))},`);

const out = path.join(root, 'fake-store/domain/food-art.generated.ts');
writeFileSync(
  out,
  [
    `/* Written by scripts/food-art.ts from @iconify-json/fluent-emoji ${packageJson.version}: do not edit. */`,
    '/*',
    ' * Fluent Emoji (https://github.com/microsoft/fluentui-emoji), under its licence:',
    ' *',
    ...MIT_LICENSE.split('\n').map((line) => (line ? ` * ${line}` : ' *')),
    ' */',
    '',
    `/** The grid every illustration is drawn on (its viewBox is 0 0 ${grid} ${grid}). */`,
    `export const emojiGrid = ${grid};`,
    '',
    '/** Each illustration\'s SVG body, its gradients\' ids its own. */',
    'export const emojiArt = {',
    ...entries,
    '} as const;',
    '',
    'export type EmojiName = keyof typeof emojiArt;',
    '',
  ].join('\n'),
);
console.log(`${entries.length} illustrations written to ${path.relative(root, out)}`);

const folder = path.join(root, 'public/illustrations');
mkdirSync(folder, { recursive: true });
const licence = `<!-- Fluent Emoji, Copyright (c) Microsoft Corporation, MIT License: https://github.com/microsoft/fluentui-emoji -->`;
for (const [file, name] of Object.entries(illustrations)) {
  writeFileSync(path.join(folder, `${file}.svg`), `<svg xmlns="http://www.w3.org/2000/svg" width="${grid}" height="${grid}" viewBox="0 0 ${grid} ${grid}">${licence}${bodyOf(name)}</svg>\n`);
}
console.log(`${Object.keys(illustrations).length} pictures written to ${path.relative(root, folder)}`);
