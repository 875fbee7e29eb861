/**
 * The client build's files a server-rendered page needs at once (ADR 0044), from Vite's build manifest
 * (`dist/.vite/manifest.json`): the stylesheets of its screen's chunks, which must be there before the HTML paints
 * (arriving with their script, they would restyle the page under the shopper's eyes), and the scripts that hydrate it,
 * preloaded beside the boot's.
 */
import { screenModuleFile } from '@/app/screen-modules';
import type { ScreenDefinition } from '@/app/screens';
import { escapeHtml } from './html';

interface ManifestChunk {
  file: string;
  css?: readonly string[];
  imports?: readonly string[];
}

/** Vite's build manifest: each source module a chunk starts from (by its path from the root), and each shared chunk. */
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** The modules a page of `screen` runs as it hydrates, besides the boot's own. */
function pageModules(screen: ScreenDefinition, isHome: boolean): string[] {
  const hydrate = 'src/boot/hydrate-app.tsx';
  if (isHome) return [hydrate];
  return [hydrate, 'src/app/shell/ChildRoute.tsx', screenModuleFile(screen).replace(/^\//, '')];
}

/** The files of the modules' chunks and of every chunk they import, each once, in order. */
function filesOf(manifest: BuildManifest, modules: readonly string[]): { styles: string[]; scripts: string[] } {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    scripts.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
  };
  modules.forEach(visit);
  return { styles: [...styles], scripts: [...scripts] };
}

/** The `<link>` tags for the page's stylesheets and hydrating scripts; none without a manifest. */
export function pageAssetLinks(manifest: BuildManifest | undefined, screen: ScreenDefinition, isHome: boolean): string[] {
  if (!manifest) return [];
  const { styles, scripts } = filesOf(manifest, pageModules(screen, isHome));
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
  ];
}
