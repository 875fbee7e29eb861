import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { cart } from './calls/cart';
import { request } from './client';
import { capServerMessage, SERVER_MESSAGE_MAX_LENGTH } from './server-message';

const threeMegabytes = 3 * 1024 * 1024;
const sentence = 'This product is no longer available at this branch. ';
const longWords = sentence.repeat(Math.ceil(threeMegabytes / sentence.length));
const oneLongWord = 'x'.repeat(threeMegabytes);

describe('capServerMessage', () => {
  it.each([
    ['a short message', 'This product is no longer available.'],
    ['one of exactly the limit', 'a'.repeat(SERVER_MESSAGE_MAX_LENGTH)],
    ['an empty one', ''],
  ])('keeps %s as it is, and logs nothing', (_, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(capServerMessage(text)).toBe(text);
    expect(warn).not.toHaveBeenCalled();
  });

  it('cuts a 3 MB message of words at a word boundary, with "…", and logs the whole text once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shown = capServerMessage(longWords);
    expect(shown.length).toBeLessThanOrEqual(SERVER_MESSAGE_MAX_LENGTH);
    expect(shown.length).toBeGreaterThan(SERVER_MESSAGE_MAX_LENGTH - 20);
    expect(shown).toMatch(/^This product is no longer available at this branch\. This/);
    expect(shown).toMatch(/[a-z.]…$/);
    // Whole words only: what precedes the ellipsis is a word of the sentence.
    expect(sentence.split(' ')).toContain(shown.slice(0, -1).split(' ').at(-1));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toContain(longWords.trim());
  });

  it('cuts one long unbroken word at the limit', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shown = capServerMessage(oneLongWord);
    expect(shown).toBe(`${'x'.repeat(SERVER_MESSAGE_MAX_LENGTH - 1)}…`);
  });

  it('never leaves half of an emoji before the ellipsis', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shown = capServerMessage('🍕'.repeat(SERVER_MESSAGE_MAX_LENGTH));
    expect(shown.length).toBeLessThanOrEqual(SERVER_MESSAGE_MAX_LENGTH);
    expect(shown).toMatch(/^(🍕)+…$/u);
  });

  it('reads a message padded with spaces as the words it holds', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(capServerMessage(`${' '.repeat(500)}Try again later.${' '.repeat(500)}`)).toBe('Try again later.');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the API client, given a 3 MB message', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const context = { branchId: '1', authToken: null, guestId: '0b9f7f0e-5a5e-4f5b-9a57-1c0a2b3c4d5e' };
  const payload = { product_id: 1, quantity: 1, selected_attributes: {}, selected_multi_attributes: {} };

  it('rejects with the message capped, the whole answer kept for its readers, and the whole text in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post('*/api/cart/add', () => HttpResponse.json({ message: oneLongWord }, { status: 422 })));
    const error = await request(context, cart.add, { body: payload }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'rejected', status: 422 });
    // Lengths rather than the texts: a failure then says so in a line, not in 3 MB.
    expect((error as ApiError).message.length).toBeLessThanOrEqual(SERVER_MESSAGE_MAX_LENGTH);
    expect((error as ApiError).message === capServerMessage(oneLongWord)).toBe(true);
    expect(((error as ApiError).body as { message: string }).message.length).toBe(oneLongWord.length);
    expect(warn.mock.calls.some((call) => call.includes(oneLongWord))).toBe(true);
  });

  it('caps the message of a 5xx the same way', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post('*/api/cart/add', () => HttpResponse.json({ message: longWords }, { status: 500 })));
    const error = await request(context, cart.add, { body: payload }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'server', status: 500 });
    expect((error as ApiError).message.length).toBeLessThanOrEqual(SERVER_MESSAGE_MAX_LENGTH);
  });
});
