import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_REPLAY_LIMIT, emitAnalyticsEvent, resetAnalyticsBus, subscribeAnalytics, type AnalyticsEvent } from './analytics-bus';

const search = (term: string): AnalyticsEvent => ({ type: 'search', term });

afterEach(() => resetAnalyticsBus());

describe('the analytics bus', () => {
  it('replays earlier events to a late subscriber, then delivers new ones', () => {
    emitAnalyticsEvent(search('pizza'));
    const received: AnalyticsEvent[] = [];
    subscribeAnalytics((event) => received.push(event));
    emitAnalyticsEvent(search('salad'));
    expect(received).toEqual([search('pizza'), search('salad')]);
  });

  it('skips the replay when asked, and stops after unsubscribing', () => {
    emitAnalyticsEvent(search('pizza'));
    const listener = vi.fn();
    const unsubscribe = subscribeAnalytics(listener, { replay: false });
    emitAnalyticsEvent(search('salad'));
    unsubscribe();
    emitAnalyticsEvent(search('soup'));
    expect(listener.mock.calls).toEqual([[search('salad')]]);
  });

  it(`keeps only the last ${ANALYTICS_REPLAY_LIMIT} events for replay`, () => {
    for (let index = 0; index < ANALYTICS_REPLAY_LIMIT + 5; index += 1) emitAnalyticsEvent(search(`q${index}`));
    const received: AnalyticsEvent[] = [];
    subscribeAnalytics((event) => received.push(event));
    expect(received).toHaveLength(ANALYTICS_REPLAY_LIMIT);
    expect(received[0]).toEqual(search('q5'));
  });

  it('a listener that throws does not stop the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = vi.fn();
    subscribeAnalytics(() => {
      throw new Error('broken plugin');
    });
    subscribeAnalytics(good);
    emitAnalyticsEvent(search('pizza'));
    expect(good).toHaveBeenCalledWith(search('pizza'));
    expect(error).toHaveBeenCalledTimes(1);
  });
});
