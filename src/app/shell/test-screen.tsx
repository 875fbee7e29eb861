import type { ScreenModule } from '@/app/screen-module';
import { childScreens } from '@/app/screens';
import { ScreenWithData } from './ScreenWithData';

/**
 * A screen as the shell shows it, for a screen's own tests: inside its registry route, with its loader and its head.
 * `name` is the module's name in the registry (`product/ProductScreen`).
 */
export function TestScreen({ name, module }: { name: string; module: ScreenModule }) {
  const screen = childScreens.find((candidate) => candidate.module === name);
  if (!screen) throw new Error(`No screen of the registry is named ${name}.`);
  return <ScreenWithData module={module} path={screen.path} />;
}
