// @vitest-environment node
import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { callList } from '@/api/calls';
import { servedCall } from '../serve';
import { fallbackHandlers } from './fallback.handlers';
import { handlers } from './index';

/*
 * The fake store answers the contract and nothing besides it under /api: each call defined in src/api/calls is served
 * by exactly one route made from its definition, and every /api route is one of those (the fallback's 404 aside).
 */

const httpHandlers = handlers.filter((handler): handler is HttpHandler => handler instanceof HttpHandler);

describe('the routes the fake store serves', () => {
  it('serves every defined call exactly once', () => {
    const served = httpHandlers.flatMap((handler) => servedCall(handler) ?? []);
    const count = (id: string) => served.filter((call) => call.id === id).length;
    expect(callList.filter((call) => count(call.id) !== 1).map((call) => `${call.id}: served ${String(count(call.id))} times`)).toEqual([]);
    expect(served.filter((call) => !callList.includes(call)).map((call) => call.id)).toEqual([]);
  });

  it('answers under /api only the defined calls, each with its method and path, and else the fallback 404', () => {
    const underApi = httpHandlers.filter((handler) => !fallbackHandlers.includes(handler) && (typeof handler.info.path !== 'string' || handler.info.path.includes('/api/')));
    const undefinedRoutes = underApi.filter((handler) => servedCall(handler) === undefined).map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`);
    expect(undefinedRoutes).toEqual([]);
    for (const handler of underApi) {
      const call = servedCall(handler);
      expect(`${String(handler.info.method)} ${String(handler.info.path)}`).toBe(`${call?.method.toUpperCase() ?? ''} *${call?.path.replace(/\{(\w+)\}/g, ':$1') ?? ''}`);
    }
    expect(handlers.at(-1)).toBe(fallbackHandlers.at(-1));
  });
});
