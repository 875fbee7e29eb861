import { useProvidedScope, useUnit } from 'effector-react';
import { createContext, useContext, useEffectEvent, useLayoutEffect, useMemo } from 'react';
import { matchRoute, useLocation, useRouter, useSearch } from 'wouter';
import type { ScreenHead, ScreenModule, ScreenRoute } from '@/app/screen-module';
import { useJsonLd, useScreenHead } from '@/shared/lib/use-screen-head';
import { takeHandedLoad } from './handed-load';

const noStores: ScreenHead['stores'] = {};

/**
 * Runs the screen's loader when its route is entered or its payload changes (a new slug, another order), and tells its
 * model the page went before the next run and when the screen goes. A layout effect: a kept list is back on screen
 * before the browser paints, so the shell can scroll back to where the shopper was in it.
 */
function useScreenLoad(module: ScreenModule, path: string, route: ScreenRoute) {
  const scope = useProvidedScope();
  const run = module.load?.(route) ?? null;
  const start = useEffectEvent(() => {
    if (!run || !scope) return undefined;
    if (!takeHandedLoad(path, run.key)) void run.run(scope);
    const { leave } = run;
    return leave ? () => void leave(scope) : undefined;
  });
  const key = run?.key ?? null;
  useLayoutEffect(() => start(), [key]);
}

/** Gives the document head what the screen's head says of its stores (null while its data loads). */
function useHeadOf(module: ScreenModule, route: ScreenRoute) {
  const head = module.head;
  const values = useUnit(head?.stores ?? noStores);
  const facts = useMemo(() => (head ? head.compute(values, route) : null), [head, values, route]);
  useScreenHead(facts);
  useJsonLd(facts?.jsonLd ?? null);
}

const ScreenParams = createContext<ScreenRoute['params']>({});

/**
 * The params of the screen's route (`{ slug }` on /product/:slug), read from the registry's path: a screen never
 * writes its path again. Not wouter's Route and useParams, whose code would join the home page's first download.
 */
export function useScreenParams<Name extends string>(): Partial<Record<Name, string>> {
  const params: Partial<Record<string, string>> = useContext(ScreenParams);
  return params;
}

/** A screen with its loader and its head (ADR 0044): the view itself never fires its load nor sets the head. */
export function ScreenWithData({ module, path }: { module: ScreenModule; path: string }) {
  const [location] = useLocation();
  const { parser } = useRouter();
  const search = useSearch();
  const matched = matchRoute(parser, path, location)[1];
  // One object while the params stay the same, so the head and the load see no change where there is none.
  const paramsKey = JSON.stringify(matched ?? {});
  const params = useMemo<ScreenRoute['params']>(() => JSON.parse(paramsKey) as ScreenRoute['params'], [paramsKey]);
  // The origin is for the head, which a server render writes itself (server/render).
  const route = useMemo<ScreenRoute>(() => ({ params, search, origin: import.meta.env.SSR ? '' : window.location.origin }), [params, search]);
  useScreenLoad(module, path, route);
  useHeadOf(module, route);
  const View = module.default;
  return (
    <ScreenParams value={params}>
      <View />
    </ScreenParams>
  );
}
