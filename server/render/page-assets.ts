/**
 * The client build's files a server-rendered page needs at once (ADR 0044), from Vite's build manifest
 * (`dist/.vite/manifest.json`): the stylesheets of its screen's chunks, which must be there before the HTML paints
 * (arriving with their script, they would restyle the page under the shopper's eyes), and the scripts that hydrate it,
 * preloaded beside the boot's. A stylesheet whose text the server has is written into the page: a phone then paints
 * with the HTML alone, not after a round trip per stylesheet shared with the scripts' downloads.
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

/** The client build's stylesheets by their file in the manifest (`assets/index-….css`), as text. */
export type BuildStylesheets = Readonly<Record<string, string>>;

export interface PageAssets {
  /** Tags for the page's head: its stylesheets, written in or linked. */
  styles: string[];
  /** The paths of the scripts that hydrate the page, besides the boot's, to preload. */
  scripts: string[];
  /** The stylesheets written into the page, by their path (`/assets/index-….css`): the template's links to them go. */
  inlined: string[];
}

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

/** A stylesheet's text as a `<style>` element, or null when the text could end the element early. */
function styleElement(href: string, text: string | undefined): string | null {
  if (text === undefined || /<\/style/i.test(text)) return null;
  return `<style data-href="${escapeHtml(href)}">${text}</style>`;
}

/** The page's stylesheets and hydrating scripts; none without a manifest. */
export function pageAssets(manifest: BuildManifest | undefined, stylesheets: BuildStylesheets | undefined, screen: ScreenDefinition, isHome: boolean): PageAssets {
  if (!manifest) return { styles: [], scripts: [], inlined: [] };
  const { styles, scripts } = filesOf(manifest, pageModules(screen, isHome));
  const inlined: string[] = [];
  const styleTags = styles.map((file) => {
    const element = styleElement(`/${file}`, stylesheets?.[file]);
    if (!element) return `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`;
    inlined.push(`/${file}`);
    return element;
  });
  return { styles: styleTags, scripts: scripts.map((file) => `/${file}`), inlined };
}
