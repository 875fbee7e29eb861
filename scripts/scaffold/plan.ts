import { blockFiles, blockReadmeSection, blockRegistryEntry } from './block-template';
import { codeProblem, namesOf } from './names';
import { pluginFiles, pluginReadmeRow, pluginRegistryEntry, simulatedSettingsEntry } from './plugin-template';
import { addObjectEntry, addRegistryEntry, addTableRow, addToSection, ScaffoldError } from './registry-edit';

/** What the scaffolder reads of the project; the CLI passes the file system, tests pass a map. */
export interface ProjectView {
  /** A file's text, or null when there is no such file. */
  read(path: string): string | null;
  /** Whether a file or folder exists. */
  exists(path: string): boolean;
  /** The files directly in a folder (names only); empty when there is no such folder. */
  list(path: string): string[];
}

export interface PlannedWrite {
  path: string;
  content: string;
  /** `create` must not exist yet; `update` replaces a file the plan read. */
  action: 'create' | 'update';
  /** For updates: what the edit adds, said in a few words for the summary. */
  note?: string;
}

export interface ScaffoldPlan {
  kind: 'block' | 'plugin';
  code: string;
  writes: PlannedWrite[];
  nextSteps: string[];
}

function required(project: ProjectView, path: string): string {
  const text = project.read(path);
  if (text === null) throw new ScaffoldError(`${path} is missing: run the scaffolder from the storefront's root.`);
  return text;
}

/** Codes (or uniqueIds) declared by the definition files under `folder`, read as `<key>: '<value>'`. */
function declaredCodes(project: ProjectView, folder: string, suffix: string, key: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of project.list(folder)) {
    for (const file of project.list(`${folder}/${entry}`).filter((name) => name.endsWith(suffix))) {
      const path = `${folder}/${entry}/${file}`;
      const match = new RegExp(`\\b${key}: '([^']+)'`).exec(project.read(path) ?? '');
      if (match?.[1]) found.set(match[1], path);
    }
  }
  return found;
}

function refuseTaken(project: ProjectView, kind: string, code: string, folder: string, declared: Map<string, string>) {
  const taken = declared.get(code);
  if (taken) throw new ScaffoldError(`The ${kind} ${code} already exists (${taken}); pick another name.`);
  if (project.exists(`${folder}/${code}`)) throw new ScaffoldError(`${folder}/${code}/ already exists; pick another name or remove the folder.`);
}

function creations(project: ProjectView, files: { path: string; content: string }[]): PlannedWrite[] {
  return files.map((file) => {
    if (project.exists(file.path)) throw new ScaffoldError(`${file.path} already exists.`);
    return { ...file, action: 'create' };
  });
}

/** Everything `npm run new:block <code>` writes; throws a ScaffoldError (and so writes nothing) when it cannot. */
export function planBlock(project: ProjectView, code: string): ScaffoldPlan {
  const problem = codeProblem('block code', code);
  if (problem) throw new ScaffoldError(problem);
  refuseTaken(project, 'block', code, 'blocks', declaredCodes(project, 'blocks', '.block.ts', 'code'));
  const names = namesOf(code);
  const registry = addRegistryEntry(required(project, 'blocks/registry.ts'), 'blockRegistry', blockRegistryEntry(names), 'blocks/registry.ts');
  const readme = addToSection(required(project, 'blocks/README.md'), 'The blocks', blockReadmeSection(names), 'blocks/README.md');
  return {
    kind: 'block',
    code,
    writes: [
      ...creations(project, blockFiles(names)),
      { path: 'blocks/registry.ts', content: registry, action: 'update', note: `import + ${blockRegistryEntry(names).identifier} in blockRegistry` },
      { path: 'blocks/README.md', content: readme, action: 'update', note: `a "${code}" fields table` },
    ],
    nextSteps: [
      `Shape the data and settings in blocks/${code}/${code}.block.ts (build them from @/layout/block-field-schemas), then make the fixture realistic data for them.`,
      `Build the view in blocks/${code}/${names.pascal}.tsx; measure it in Chromium and set reservedHeight to its real height.`,
      `Keep the "${code}" table in blocks/README.md in step with the schemas, and the test with the view.`,
      `npx vitest run blocks/${code} tests/block-contract.test.tsx`,
      `To show it on the simulator's home page, add a '${code}' item with its fixture's data to fake-store/domain/seed-layout.ts.`,
    ],
  };
}

/** Everything `npm run new:plugin <uniqueId>` writes; throws a ScaffoldError (and so writes nothing) when it cannot. */
export function planPlugin(project: ProjectView, uniqueId: string): ScaffoldPlan {
  const problem = codeProblem('plugin uniqueId', uniqueId);
  if (problem) throw new ScaffoldError(problem);
  refuseTaken(project, 'plugin', uniqueId, 'plugins', declaredCodes(project, 'plugins', '.plugin.ts', 'uniqueId'));
  const names = namesOf(uniqueId);
  const entry = pluginRegistryEntry(names);
  const registry = addRegistryEntry(required(project, 'plugins/registry.ts'), 'pluginRegistry', entry, 'plugins/registry.ts');
  const readme = addTableRow(required(project, 'plugins/README.md'), '| uniqueId |', pluginReadmeRow(names), 'plugins/README.md');
  const simulated = addObjectEntry(
    required(project, 'fake-store/domain/plugin-settings.ts'),
    'simulatedPluginSettings',
    uniqueId,
    simulatedSettingsEntry(names),
    'fake-store/domain/plugin-settings.ts',
  );
  return {
    kind: 'plugin',
    code: uniqueId,
    writes: [
      ...creations(project, pluginFiles(names)),
      { path: 'plugins/registry.ts', content: registry, action: 'update', note: `import + ${entry.identifier} in pluginRegistry` },
      { path: 'plugins/README.md', content: readme, action: 'update', note: `a "${uniqueId}" row in the plugins table` },
      { path: 'fake-store/domain/plugin-settings.ts', content: simulated, action: 'update', note: `its seeded configuration for ?plugins=${uniqueId}` },
    ],
    nextSteps: [
      `Shape the configuration in plugins/${uniqueId}/${uniqueId}.plugin.ts (one plugin_${uniqueId}_* setting per field) and set its consent, siteWide and loadOn.`,
      `Build the view in plugins/${uniqueId}/${names.pascal}.tsx; load vendor scripts through src/shared/lib/vendor-script.ts (with a stand-in in fake-store/http/vendors/).`,
      `Keep its row in plugins/README.md and its seeded configuration in fake-store/domain/plugin-settings.ts in step with the schema.`,
      `npx vitest run plugins/${uniqueId} tests/plugin-contract.test.ts`,
      `Try it: npm start, then open /?plugins=${uniqueId}`,
    ],
  };
}
