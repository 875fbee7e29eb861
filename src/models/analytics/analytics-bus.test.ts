// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_REPLAY_LIMIT,
  analyticsPageUrl,
  analyticsReferrer,
  emitAnalyticsEvent,
  resetAnalyticsBus,
  subscribeAnalytics,
  type AnalyticsEvent,
} from './analytics-bus';

const search = (term: string): AnalyticsEvent => ({ type: 'search', term });

afterEach(() => {
  resetAnalyticsBus();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

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

  describe('on a tracking link (/track-order/12?token=…)', () => {
    const trackingLink = '/track-order/12?utm_source=mail&token=tr_secret_9f8e&utm_campaign=order';

    it('hands listeners the page view without the token, campaign tags kept', () => {
      const received: AnalyticsEvent[] = [];
      subscribeAnalytics((event) => received.push(event));
      emitAnalyticsEvent({ type: 'page_view', path: trackingLink, title: 'Track your order' });
      expect(received).toEqual([{ type: 'page_view', path: '/track-order/12?utm_source=mail&utm_campaign=order', title: 'Track your order' }]);
    });

    it('replays the page view without the token to a plugin that loads later', () => {
      emitAnalyticsEvent({ type: 'page_view', path: trackingLink, title: 'Track your order' });
      const received: AnalyticsEvent[] = [];
      subscribeAnalytics((event) => received.push(event));
      expect(JSON.stringify(received)).not.toContain('tr_secret_9f8e');
    });

    it('gives plugins the page’s address and referrer without the token', () => {
      window.history.replaceState(null, '', `${trackingLink}#status`);
      vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/track-order/11?token=tr_secret_older`);
      expect(analyticsPageUrl()).toBe(`${window.location.origin}/track-order/12?utm_source=mail&utm_campaign=order`);
      expect(analyticsReferrer()).toBe(`${window.location.origin}/track-order/11`);
    });
  });
});
