import { allSettled, type EventCallable, type Scope, type Store } from 'effector';
import type { ComponentType } from 'react';

/** Where a screen is: its route's params, the address's search (without `?`) and the store's origin. */
export interface ScreenRoute {
  params: Readonly<Record<string, string | undefined>>;
  search: string;
  origin: string;
}

/**
 * One run of a screen's loader: `key` tells one run from another (a new slug loads again, the same one does not), and
 * `leave`, when the screen has one, tells its model the run's page went (before the next run, or as the screen goes).
 */
interface LoadRun {
  key: string;
  run(scope: Scope): Promise<unknown>;
  leave: ((scope: Scope) => Promise<unknown>) | null;
}

/**
 * A screen's data loader: the event that starts its calls, with its payload for a route (undefined when the route holds
 * nothing to load). The server settles it in a forked scope before rendering; the browser fires it when the route is
 * entered. The screen itself never fires it, so a screen's data is asked for in one place.
 */
type ScreenLoad = (route: ScreenRoute) => LoadRun | null;

export function defineLoad<Payload>(event: EventCallable<Payload>, payloadOf: (route: ScreenRoute) => Payload | undefined, left?: EventCallable<void>): ScreenLoad {
  const leave = left ? (scope: Scope) => allSettled(left, { scope }) : null;
  return (route) => {
    const params = payloadOf(route);
    return params === undefined ? null : { key: JSON.stringify(params), run: (scope) => allSettled(event, { scope, params }), leave };
  };
}

/**
 * A loader that runs when the screen is entered, with the address it is entered at, and not again while its address
 * changes under it: for a screen whose own model writes its address as the shopper goes (search, as they type).
 */
export function defineEntryLoad<Payload>(event: EventCallable<Payload>, payloadOf: (route: ScreenRoute) => Payload): ScreenLoad {
  return (route) => ({ key: 'entry', run: (scope) => allSettled(event, { scope, params: payloadOf(route) }), leave: null });
}

/** What a screen adds to the document head once its data is in. The store's affixes are added by the head itself. */
interface ScreenHeadFacts {
  title: string;
  description?: string | null;
  image?: string | null;
  /** schema.org objects by name, each one script of JSON-LD. */
  jsonLd?: Readonly<Record<string, object | readonly object[]>>;
  /** The route names nothing the store has (an unknown slug): the server answers 404. */
  notFound?: true;
}

type ValuesOf<Stores extends Record<string, Store<unknown>>> = { [Name in keyof Stores]: Stores[Name] extends Store<infer Value> ? Value : never };

/**
 * A screen's head as a function of stores: the browser follows the stores, the server reads them from the rendered
 * scope. Null while its data is loading (the registry's title holds).
 */
export interface ScreenHead {
  readonly stores: Readonly<Record<string, Store<unknown>>>;
  compute(values: Readonly<Record<string, unknown>>, route: ScreenRoute): ScreenHeadFacts | null;
}

export function defineHead<Stores extends Record<string, Store<unknown>>>(
  stores: Stores,
  compute: (values: ValuesOf<Stores>, route: ScreenRoute) => ScreenHeadFacts | null,
): ScreenHead {
  // The values are read from exactly these stores, by the same names: the cast only restores what the record erased.
  return { stores, compute: (values, route) => compute(values as ValuesOf<Stores>, route) };
}

/** A screen's module (ADR 0044): its view, and for a screen with data its loader and head. */
export interface ScreenModule {
  default: ComponentType;
  load?: ScreenLoad;
  head?: ScreenHead;
}
