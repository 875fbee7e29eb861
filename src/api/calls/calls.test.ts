// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callList, calls } from './index';
import { describedCalls, wordsOf } from './docs';

const nameOf = (call: { id: string }) => call.id;

describe('the call definitions', () => {
  it('gives every call its own id and its own method and path', () => {
    expect(new Set(callList.map(nameOf)).size).toBe(callList.length);
    expect(new Set(callList.map((call) => `${call.method} ${call.path}`)).size).toBe(callList.length);
  });

  it('lists every call of every resource once, in the resources’ order', () => {
    expect(callList).toEqual(Object.values(calls).flatMap((resource) => Object.values(resource)));
  });

  it('freezes each definition, so no caller changes a call for the others', () => {
    for (const call of callList) expect(Object.isFrozen(call), call.id).toBe(true);
  });
});

describe('the words of the calls (<resource>.docs.ts)', () => {
  it('describe every call', () => {
    expect(callList.filter((call) => !describedCalls.some((described) => described.call === call)).map(nameOf)).toEqual([]);
  });

  it('describe no call that is not in the list, and none twice', () => {
    const listed = new Set(callList);
    expect(describedCalls.filter(({ call }) => !listed.has(call)).map(({ call }) => call.id)).toEqual([]);
    expect(describedCalls).toHaveLength(callList.length);
  });

  it('describe each path and query parameter of the call, and no other', () => {
    for (const call of callList) {
      const words = wordsOf(call);
      expect(Object.keys(words.pathParams ?? {}), call.id).toEqual([...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
      expect(Object.keys(words.query ?? {}).sort(), call.id).toEqual(Object.keys(call.query ?? {}).sort());
    }
  });

  it('give the backend checker reads of GET calls only', () => {
    expect(callList.filter((call) => wordsOf(call).check && call.method !== 'get').map(nameOf)).toEqual([]);
  });
});
