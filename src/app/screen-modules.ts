import type { ScreenModule } from './screen-module';
import type { ScreenDefinition } from './screens';

/*
 * Every child screen's module (ADR 0044), found by its file name. Only the route chunk and the server import this file:
 * a lazy loader per screen would otherwise be in the home page's first download. The home and not-found screens are
 * the shell's own imports.
 */
const screenModules: Readonly<Record<string, () => Promise<ScreenModule>>> = import.meta.glob<ScreenModule>([
  '/src/screens/**/*Screen.tsx',
  '!/src/screens/home/**',
  '!/src/screens/not-found/**',
]);

/** The file of a screen's module, as the glob above names it. */
export const screenModuleFile = (screen: Pick<ScreenDefinition, 'module'>): string => `/src/screens/${screen.module}.tsx`;

/** Loads a child screen's module; undefined when the registry names a module that does not exist (a test prevents it). */
export const screenModuleLoader = (screen: Pick<ScreenDefinition, 'module'>): (() => Promise<ScreenModule>) | undefined => screenModules[screenModuleFile(screen)];

