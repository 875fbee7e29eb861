import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsSinkHandlers, analyticsSinkLimit, analyticsSinkPage, type CollectedEvent } from './analytics-sink';

const origin = 'http://localhost';

async function call(method: string, path: string, body?: string): Promise<Response> {
  const response = await getResponse(analyticsSinkHandlers, new Request(new URL(path, origin), { method, body }));
  if (!response) throw new Error(`No sink handler answers ${method} ${path}`);
  return response;
}

const collect = (event: unknown) => call('POST', '/sim/analytics/collect', typeof event === 'string' ? event : JSON.stringify(event));

async function listed(): Promise<CollectedEvent[]> {
  const response = await call('GET', '/sim/analytics/events');
  const { events } = (await response.json()) as { events: CollectedEvent[] };
  return events;
}

const pageView: CollectedEvent = {
  measurement_id: 'G-SIM12345',
  name: 'page_view',
  params: { page_location: 'http://localhost/?utm_source=mail', page_path: '/', page_title: 'Juniper Kitchen' },
  ts: 1_767_225_600_000,
  page_location: 'http://localhost/?utm_source=mail',
};

beforeEach(async () => {
  await call('DELETE', '/sim/analytics/events');
});

describe('the analytics sink', () => {
  it('records a collected event and lists it back as it was sent', async () => {
    const response = await collect(pageView);
    expect(response.status).toBe(204);
    expect(await listed()).toEqual([pageView]);
  });

  it('takes an event without the page it came from', async () => {
    const { page_location: _location, ...withoutPage } = pageView;
    expect((await collect(withoutPage)).status).toBe(204);
    expect(await listed()).toEqual([withoutPage]);
  });

  it('lists events oldest first', async () => {
    await collect({ ...pageView, name: 'first' });
    await collect({ ...pageView, name: 'second' });
    expect((await listed()).map((event) => event.name)).toEqual(['first', 'second']);
  });

  it('forgets every event on DELETE', async () => {
    await collect(pageView);
    const response = await call('DELETE', '/sim/analytics/events');
    expect(response.status).toBe(204);
    expect(await listed()).toEqual([]);
  });

  it('keeps only the newest events beyond its limit', async () => {
    for (let index = 0; index < analyticsSinkLimit + 3; index += 1) await collect({ ...pageView, name: `event_${index}` });
    const events = await listed();
    expect(events).toHaveLength(analyticsSinkLimit);
    expect(events[0]?.name).toBe('event_3');
    expect(events.at(-1)?.name).toBe(`event_${analyticsSinkLimit + 2}`);
  });

  describe('refuses a body that is not an event, saying why, and records nothing', () => {
    it.each([
      ['text that is not JSON', 'page_view', /not JSON/],
      ['a missing measurement id', JSON.stringify({ name: 'page_view', params: {}, ts: 1 }), /measurement_id/],
      ['an empty event name', JSON.stringify({ ...pageView, name: '' }), /name: name must not be empty/],
      ['params that are not an object', JSON.stringify({ ...pageView, params: 'page_view' }), /params/],
      ['a time that is not a number', JSON.stringify({ ...pageView, ts: '2026-01-01' }), /ts/],
      ['an array', JSON.stringify([pageView]), /body/],
      ['a page location that is not text', JSON.stringify({ ...pageView, page_location: 42 }), /page_location/],
    ])('%s', async (_case, body, message) => {
      const response = await collect(body);
      expect(response.status).toBe(400);
      const { message: text } = (await response.json()) as { message: string };
      expect(text).toMatch(message);
      expect(await listed()).toEqual([]);
    });
  });

  describe('the merchant page', () => {
    it('is an HTML page that refreshes itself every 2 seconds', async () => {
      const response = await call('GET', '/sim/analytics');
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<meta http-equiv="refresh" content="2">');
    });

    it('lists the received events, newest first', async () => {
      await collect({ ...pageView, name: 'first_event' });
      await collect({ ...pageView, name: 'second_event' });
      const html = await (await call('GET', '/sim/analytics')).text();
      expect(html).toContain('2 events');
      expect(html.indexOf('second_event')).toBeLessThan(html.indexOf('first_event'));
      expect(html).toContain('G-SIM12345');
    });

    it('escapes every value it shows', () => {
      const html = analyticsSinkPage([
        { measurement_id: '<b>id</b>', name: '<img src=x onerror=alert(1)>', params: { title: '"</pre><script>alert(1)</script>' }, ts: 0 },
      ]);
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>id');
      expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    });
  });
});
