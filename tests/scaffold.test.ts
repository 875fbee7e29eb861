import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blockFiles, blockRegistryEntry } from '../scripts/scaffold/block-template';
import { addedLines, runScaffold, scaffoldArgs } from '../scripts/scaffold/cli';
import { copyProject } from '../scripts/scaffold/copy-project';
import { codeProblem, namesOf } from '../scripts/scaffold/names';
import { planBlock, planPlugin, type ProjectView } from '../scripts/scaffold/plan';
import { pluginFiles, pluginReadmeRow, pluginSettingKeys } from '../scripts/scaffold/plugin-template';
import { addObjectEntry, addRegistryEntry, addTableRow, addToSection, ScaffoldError } from '../scripts/scaffold/registry-edit';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The real project, read-only, with `overrides` laid over it (a path mapped to null is absent). */
function projectWith(overrides: Record<string, string | null> = {}): ProjectView {
  const disk = (file: string) => (existsSync(path.join(root, file)) ? read(file) : null);
  return {
    read: (file) => (file in overrides ? (overrides[file] ?? null) : disk(file)),
    exists: (file) => (file in overrides ? overrides[file] !== null : existsSync(path.join(root, file))),
    list: (folder) => {
      try {
        return readdirSync(path.join(root, folder));
      } catch {
        return [];
      }
    },
  };
}

describe('names', () => {
  it('spell a code the way the hand-written blocks do', () => {
    expect(namesOf('search_block')).toEqual({ code: 'search_block', camel: 'searchBlock', pascal: 'SearchBlock', kebab: 'search-block', label: 'Search block' });
    expect(blockRegistryEntry(namesOf('custom_html_block'))).toEqual({ identifier: 'customHtmlBlockBlock', from: './custom_html_block/custom_html_block.block' });
    expect(namesOf('hours2go').pascal).toBe('Hours2go');
  });

  it.each([
    ['promo_tiles', null],
    ['a', null],
    ['tiles_2', null],
    ['', /Give a block code/],
    ['PromoTiles', /lower snake_case/],
    ['promo-tiles', /lower snake_case/],
    ['2promo', /lower snake_case/],
    ['_promo', /lower snake_case/],
    ['promo tiles', /lower snake_case/],
    ['promo__tiles', /doubled or trailing/],
    ['promo_', /doubled or trailing/],
  ])('judge %j', (code, problem) => {
    const found = codeProblem('block code', code);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});

describe('registry edits', () => {
  const entry = { identifier: 'promoTilesBlock', from: './promo_tiles/promo_tiles.block' };

  it('add one import in path order and one last entry to the real block registry, and change nothing else', () => {
    const before = read('blocks/registry.ts');
    const after = addRegistryEntry(before, 'blockRegistry', entry);
    expect(addedLines(before.split('\n'), after.split('\n'))).toEqual([`import { promoTilesBlock } from './promo_tiles/promo_tiles.block';`, '  promoTilesBlock,']);
    expect(after.split('\n').length).toBe(before.split('\n').length + 2);
    const lines = after.split('\n');
    // Between products_infinite_scroll and search_block, as the file sorts its imports by path.
    const at = lines.indexOf(`import { promoTilesBlock } from './promo_tiles/promo_tiles.block';`);
    expect(lines[at - 1]).toContain("'./products_infinite_scroll/products_infinite_scroll.block'");
    expect(lines[at + 1]).toContain("'./search_block/search_block.block'");
    expect(lines[lines.indexOf('] as const;') - 1]).toBe('  promoTilesBlock,');
  });

  it('keep the plugin registry’s type import first and add the plugin last', () => {
    const before = read('plugins/registry.ts');
    const after = addRegistryEntry(before, 'pluginRegistry', { identifier: 'zzNoticePlugin', from: './zz_notice/zz_notice.plugin' });
    const lines = after.split('\n');
    expect(lines[0]).toBe(before.split('\n')[0]);
    expect(lines.indexOf(`import { zzNoticePlugin } from './zz_notice/zz_notice.plugin';`)).toBe(lines.findIndex((line) => line.startsWith('/**')) - 2);
    expect(lines[lines.findIndex((line) => line.startsWith('] as const')) - 1]).toBe('  zzNoticePlugin,');
  });

  it('give the last entry a comma when it has none', () => {
    const source = "import { a } from './a/a.block';\n\nexport const blockRegistry = [\n    a\n] as const;\n";
    expect(addRegistryEntry(source, 'blockRegistry', { identifier: 'b', from: './b/b.block' })).toBe(
      "import { a } from './a/a.block';\nimport { b } from './b/b.block';\n\nexport const blockRegistry = [\n    a,\n    b,\n] as const;\n",
    );
  });

  it.each([
    ['an identifier already listed', 'export const blockRegistry = [\n  promoTilesBlock,\n] as const;\n', /already lists promoTilesBlock/],
    ['an import path already there', "import { other } from './promo_tiles/promo_tiles.block';\nexport const blockRegistry = [\n  other,\n] as const;\n", /already imports/],
    ['no registry array', 'export const somethingElse = [];\n', /no line starting "export const blockRegistry = \["/],
    ['an array written on one line', 'export const blockRegistry = [a] as const;\n', /no closing "\]"/],
  ])('refuse %s', (_, source, message) => {
    expect(() => addRegistryEntry(source, 'blockRegistry', entry)).toThrow(message);
    expect(() => addRegistryEntry(source, 'blockRegistry', entry)).toThrow(ScaffoldError);
  });

  it('add a seeded plugin configuration as the last property, and refuse a second', () => {
    const before = read('fake-store/domain/plugin-settings.ts');
    const text = "  zz_notice: {\n    enabled: 'plugin_zz_notice_enabled',\n    config: {},\n  },\n";
    const after = addObjectEntry(before, 'simulatedPluginSettings', 'zz_notice', text);
    expect(after.endsWith(`${text}};\n`)).toBe(true);
    expect(after.replace(text, '')).toBe(before);
    expect(() => addObjectEntry(after, 'simulatedPluginSettings', 'zz_notice', text)).toThrow(/already has an entry for zz_notice/);
    expect(() => addObjectEntry('const x = 1;\n', 'simulatedPluginSettings', 'zz_notice', text)).toThrow(ScaffoldError);
  });

  it('add a row at the end of the plugins table, where the contract test reads it', () => {
    const before = read('plugins/README.md');
    const row = pluginReadmeRow(namesOf('zz_notice'));
    const lines = addTableRow(before, '| uniqueId |', row).split('\n');
    const at = lines.indexOf(row);
    expect(lines[at - 1]).toMatch(/^\| `\w+` \|/);
    expect(lines[at + 1]).toBe('');
    for (const key of Object.values(pluginSettingKeys(namesOf('zz_notice')))) expect(row).toContain(`\`${key}\``);
    expect(row).toContain('necessary');
    expect(() => addTableRow('# No table\n', '| uniqueId |', row)).toThrow(/no table/);
  });

  it('add a section at the end of a markdown section, before the next heading or at the end of the file', () => {
    const markdown = '# T\n\n## The blocks\n\n### a\ntext\n\n\n## Next\nmore\n';
    expect(addToSection(markdown, 'The blocks', '### b\nnew\n')).toBe('# T\n\n## The blocks\n\n### a\ntext\n\n### b\nnew\n\n## Next\nmore\n');
    expect(addToSection('## The blocks\n\n### a\n', 'The blocks', '### b\n')).toBe('## The blocks\n\n### a\n\n### b\n');
    expect(() => addToSection(markdown, 'Missing', '### b\n')).toThrow(/no "## Missing" section/);
  });
});

describe('addedLines', () => {
  it('finds inserted lines, and a changed line as added', () => {
    expect(addedLines(['a', 'b', 'c'], ['a', 'x', 'b', 'c', 'y'])).toEqual(['x', 'y']);
    expect(addedLines(['a', 'b'], ['a', 'b,', 'c'])).toEqual(['b,', 'c']);
  });
});

describe('plans', () => {
  it('for a block: five new files in its folder, the registry and the README, nothing else', () => {
    const plan = planBlock(projectWith(), 'promo_tiles');
    expect(plan.writes.map((write) => `${write.action} ${write.path}`)).toEqual([
      'create blocks/promo_tiles/promo_tiles.block.ts',
      'create blocks/promo_tiles/PromoTiles.tsx',
      'create blocks/promo_tiles/promo-tiles.css',
      'create blocks/promo_tiles/promo_tiles.fixture.ts',
      'create blocks/promo_tiles/promo_tiles.test.tsx',
      'update blocks/registry.ts',
      'update blocks/README.md',
    ]);
    const definition = plan.writes[0]?.content ?? '';
    expect(definition).toContain("code: 'promo_tiles'");
    expect(definition).toContain("load: () => import('./PromoTiles')");
    expect(definition).toContain("import('./promo_tiles.fixture').then((module) => module.promoTilesFixture)");
    const view = plan.writes[1]?.content ?? '';
    expect(view).toContain('data-block="promo_tiles"');
    expect(view).toContain('data-block-id={id}');
    expect(plan.writes.find((write) => write.path === 'blocks/README.md')?.content).toContain('### promo_tiles\n| field |');
    expect(plan.nextSteps.join('\n')).toContain('npx vitest run blocks/promo_tiles tests/block-contract.test.tsx');
  });

  it('for a plugin: its folder, the registry, the README row and the simulator’s seeded configuration', () => {
    const plan = planPlugin(projectWith(), 'promo_notice');
    expect(plan.writes.map((write) => `${write.action} ${write.path}`)).toEqual([
      'create plugins/promo_notice/promo_notice.plugin.ts',
      'create plugins/promo_notice/PromoNotice.tsx',
      'create plugins/promo_notice/PromoNotice.css',
      'create plugins/promo_notice/promo_notice.test.tsx',
      'update plugins/registry.ts',
      'update plugins/README.md',
      'update fake-store/domain/plugin-settings.ts',
    ]);
    const definition = plan.writes[0]?.content ?? '';
    // The contract test finds the view's file from this exact line.
    expect(/load: \(\) => import\('\.\/(\w+)'\)/.exec(definition)?.[1]).toBe('PromoNotice');
    expect(definition).toContain("enabledSetting: 'plugin_promo_notice_enabled'");
    const simulated = plan.writes.find((write) => write.path === 'fake-store/domain/plugin-settings.ts')?.content ?? '';
    expect(simulated).toContain("  promo_notice: {\n    enabled: 'plugin_promo_notice_enabled',");
  });

  it('name no file twice, and spell the view and test in both kinds the way the folder is named', () => {
    for (const files of [blockFiles(namesOf('x_y')), pluginFiles(namesOf('x_y'))]) {
      const paths = files.map((file) => file.path);
      expect(new Set(paths).size).toBe(paths.length);
      expect(paths.some((file) => file.endsWith('/XY.tsx'))).toBe(true);
      expect(paths.some((file) => file.endsWith('/x_y.test.tsx'))).toBe(true);
    }
  });

  it.each([
    ['a code in use', () => planBlock(projectWith(), 'static_banner'), /The block static_banner already exists \(blocks\/static_banner\/static_banner.block.ts\)/],
    ['a folder in use', () => planBlock(projectWith({ 'blocks/promo_tiles': 'x' }), 'promo_tiles'), /blocks\/promo_tiles\/ already exists/],
    ['a code that is not snake_case', () => planBlock(projectWith(), 'PromoTiles'), /lower snake_case/],
    ['a missing registry', () => planBlock(projectWith({ 'blocks/registry.ts': null }), 'promo_tiles'), /blocks\/registry.ts is missing/],
    ['a uniqueId in use', () => planPlugin(projectWith(), 'social_proof'), /The plugin social_proof already exists/],
    ['a plugin folder in use', () => planPlugin(projectWith({ 'plugins/promo_notice': 'x' }), 'promo_notice'), /plugins\/promo_notice\/ already exists/],
    ['a uniqueId with a dash', () => planPlugin(projectWith(), 'live-chat'), /lower snake_case/],
    ['a plugins table that is gone', () => planPlugin(projectWith({ 'plugins/README.md': '# Plugins\n' }), 'promo_notice'), /plugins\/README.md: no table/],
  ])('refuse %s', (_, plan, message) => {
    expect(plan).toThrow(ScaffoldError);
    expect(plan).toThrow(message);
  });
});

describe('the command', () => {
  const output = () => {
    const lines = { log: [] as string[], error: [] as string[] };
    return { lines, sink: { log: (line: string) => lines.log.push(line), error: (line: string) => lines.error.push(line) } };
  };
  let copy: string | null = null;
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = null;
  });

  it('with --dry-run lists what it would write and the lines it would add, and writes nothing', () => {
    const { lines, sink } = output();
    expect(runScaffold('block', ['promo_tiles', '--dry-run'], root, sink)).toBe(0);
    expect(lines.log[0]).toBe('Dry run: new:block promo_tiles would write:');
    expect(lines.log).toContain('  create blocks/promo_tiles/PromoTiles.tsx (38 lines)');
    expect(lines.log).toContain(`      + import { promoTilesBlock } from './promo_tiles/promo_tiles.block';`);
    expect(lines.log).toContain('      +   promoTilesBlock,');
    expect(existsSync(path.join(root, 'blocks/promo_tiles'))).toBe(false);
  });

  it('treats a --dry-run that npm kept for itself as a dry run', () => {
    expect(scaffoldArgs(['node', 'new-block.ts', 'promo_tiles'], { npm_config_dry_run: 'true' })).toEqual(['promo_tiles', '--dry-run']);
    expect(scaffoldArgs(['node', 'new-block.ts', 'promo_tiles', '--dry-run'], { npm_config_dry_run: 'true' })).toEqual(['promo_tiles', '--dry-run']);
    expect(scaffoldArgs(['node', 'new-block.ts', 'promo_tiles'], {})).toEqual(['promo_tiles']);
  });

  it.each([
    [['static_banner'], /already exists/],
    [['Promo'], /lower snake_case/],
    [[], /Give exactly one code/],
    [['a_b', 'c_d'], /Give exactly one code/],
    [['a_b', '--force'], /Unknown option --force/],
  ])('refuses %j with exit code 1 and a message', (args, message) => {
    const { lines, sink } = output();
    expect(runScaffold('block', args, root, sink)).toBe(1);
    expect(lines.error.join('\n')).toMatch(message);
    expect(lines.log).toEqual([]);
  });

  it('writes the plan into a project, prints the next steps, and refuses a second run without touching anything', () => {
    copy = mkdtempSync(path.join(tmpdir(), 'scaffold-unit-'));
    copyProject(path.join(root, 'plugins'), path.join(copy, 'plugins'));
    copyProject(path.join(root, 'fake-store/domain'), path.join(copy, 'fake-store/domain'));
    const { lines, sink } = output();
    expect(runScaffold('plugin', ['promo_notice'], copy, sink)).toBe(0);
    expect(lines.log[0]).toBe('Created the plugin promo_notice:');
    expect(lines.log).toContain('Next steps:');
    expect(readFileSync(path.join(copy, 'plugins/registry.ts'), 'utf8')).toContain('  promoNoticePlugin,\n] as const');
    expect(readFileSync(path.join(copy, 'plugins/promo_notice/PromoNotice.tsx'), 'utf8')).toContain('data-plugin="promo_notice"');

    const snapshot = () => ['plugins/registry.ts', 'plugins/README.md', 'fake-store/domain/plugin-settings.ts'].map((file) => readFileSync(path.join(copy ?? '', file), 'utf8'));
    const before = snapshot();
    const again = output();
    expect(runScaffold('plugin', ['promo_notice'], copy, again.sink)).toBe(1);
    expect(again.lines.error.join('\n')).toMatch(/The plugin promo_notice already exists.*Nothing was written/);
    expect(snapshot()).toEqual(before);
  });
});
