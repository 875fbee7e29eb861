// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { avatarUploadInput } from '@/models/profile/avatar-upload.lib';
import { ApiError } from './api-error';
import { account } from './calls/account';
import { request, type RequestContext } from './client';
import { xhrTransport, type UploadProgress } from './xhr-transport';

/**
 * A hand-driven XMLHttpRequest: it records what is sent, and the test says how the upload goes (progress) and how the
 * server answers, or that the connection drops.
 */
class FakeXhr extends EventTarget {
  static made: FakeXhr[] = [];
  readonly upload = new EventTarget();
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  readonly headers: Record<string, string> = {};
  body: Blob | null = null;
  sent = false;
  aborted = false;
  status = 0;
  statusText = '';
  response: Blob | null = null;
  private rawHeaders = '';

  constructor() {
    super();
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: Blob | null) {
    this.body = body;
    this.sent = true;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  getAllResponseHeaders() {
    return this.rawHeaders;
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }));
  }
  respond(status: number, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
    this.upload.dispatchEvent(new Event('load'));
    this.status = status;
    this.response = body === null ? null : new Blob([JSON.stringify(body)], { type: 'application/json' });
    this.rawHeaders = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    this.dispatchEvent(new Event('load'));
  }
  dropConnection() {
    this.dispatchEvent(new Event('error'));
  }
}

/** The request the transport has sent, once it has read the body and sent it. */
async function sentRequest(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.made.at(-1)?.sent).toBe(true));
  const xhr = FakeXhr.made.at(-1);
  if (!xhr) throw new Error('nothing was sent');
  return xhr;
}

const customer: RequestContext = { branchId: '2', authToken: 'token-robin', guestId: '0b9f7f0e-5a5e-4f5b-9a57-1c0a2b3c4d5e' };
const picture = () => new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50])], { type: 'image/webp' });
const robin = { id: 50, name: 'Robin', email: 'robin@example.com', phone: null, avatar: '/sim-avatars/50/1-abc', referral_code: null };

beforeEach(() => {
  FakeXhr.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

function upload(overrides: { signal?: AbortSignal; context?: RequestContext } = {}) {
  const progress: UploadProgress[] = [];
  const answer = request(
    overrides.context ?? customer,
    account.changeAvatar,
    avatarUploadInput({ image: picture(), fileName: 'avatar.webp', signal: overrides.signal, onUploadProgress: (event) => progress.push(event) }),
  );
  return { answer, progress };
}

describe('the avatar upload through the XMLHttpRequest transport', () => {
  it("sends the picture as the multipart part avatar, with the client's identity, branch and AJAX header", async () => {
    const { answer } = upload();
    const xhr = await sentRequest();
    expect(xhr.method).toBe('POST');
    expect(new URL(xhr.url).pathname).toBe('/api/user/change-avatar');
    expect(new URL(xhr.url).searchParams.get('branch_id')).toBe('2');
    expect(xhr.headers).toMatchObject({ authorization: 'Bearer token-robin', 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' });
    expect(xhr.headers['guest-id']).toBeUndefined();
    expect(xhr.withCredentials).toBe(true);
    const contentType = xhr.headers['content-type'] ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const parsed = await new Response(xhr.body, { headers: { 'content-type': contentType } }).formData();
    const part = parsed.get('avatar');
    expect(part).toBeInstanceOf(File);
    expect([(part as File).name, (part as File).type, (part as File).size]).toEqual(['avatar.webp', 'image/webp', 12]);
    xhr.respond(200, { user: robin });
    await expect(answer).resolves.toEqual({ user: robin });
  });

  it('reports the upload as it goes, then its end', async () => {
    const { answer, progress } = upload();
    const xhr = await sentRequest();
    const total = xhr.body?.size ?? 0;
    xhr.progress(100, total);
    xhr.progress(250, total);
    xhr.respond(200, { user: robin });
    await answer;
    expect(progress).toEqual([
      { loaded: 100, total },
      { loaded: 250, total },
      { loaded: total, total },
    ]);
  });

  it.each([
    [401, { message: 'Unauthenticated.' }, 'unauthorized'],
    [422, { message: 'Choose a JPEG, PNG or WebP picture.', errors: { avatar: ['Choose a JPEG, PNG or WebP picture.'] } }, 'rejected'],
    [413, { message: 'The request body is too large.' }, 'rejected'],
    [500, { message: 'Server error' }, 'server'],
  ])('turns a %i answer into the ApiError every call gives (%o)', async (status, body, kind) => {
    const { answer } = upload();
    (await sentRequest()).respond(status, body);
    const error = await answer.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind, status, message: body.message });
    if (status === 401) expect(error).toMatchObject({ sentWithToken: true });
    if (status === 422) expect((error as ApiError).body).toEqual(body);
  });

  it('reads an answer that is not the profile as an unusable answer', async () => {
    const { answer } = upload();
    (await sentRequest()).respond(200, { ok: true });
    await expect(answer).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('says "network" when the connection drops', async () => {
    const { answer } = upload();
    (await sentRequest()).dropConnection();
    await expect(answer).rejects.toMatchObject({ kind: 'network' });
  });

  it('stops the upload when cancelled, as an aborted call', async () => {
    const controller = new AbortController();
    const { answer } = upload({ signal: controller.signal });
    const xhr = await sentRequest();
    xhr.progress(10, 100);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ kind: 'aborted' });
    expect(xhr.aborted).toBe(true);
  });

  it('stops the upload at the time-out and says "timeout"', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { answer } = upload();
      const xhr = await sentRequest();
      const settled = answer.catch((failure: unknown) => failure);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await settled).toMatchObject({ kind: 'timeout' });
      expect(xhr.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a guest id, not a token, for a guest (whom the backend answers 401)', async () => {
    const { answer } = upload({ context: { ...customer, authToken: null } });
    const xhr = await sentRequest();
    expect(xhr.headers['guest-id']).toBe(customer.guestId);
    expect(xhr.headers.authorization).toBeUndefined();
    xhr.respond(401, { message: 'Unauthenticated.' });
    await expect(answer).rejects.toMatchObject({ kind: 'unauthorized', sentWithToken: false });
  });
});

describe('xhrTransport', () => {
  it('answers with the status, status text and headers, and no body where a status has none', async () => {
    const fetchLike = xhrTransport(() => undefined);
    const answer = fetchLike(new Request('http://localhost/api/logout', { method: 'POST', body: 'x' }));
    const xhr = await sentRequest();
    xhr.statusText = 'No Content';
    xhr.respond(204, null, { 'x-request-id': 'abc', 'retry-after': '3' });
    const response = await answer;
    expect([response.status, response.statusText, response.headers.get('x-request-id'), response.headers.get('retry-after'), await response.text()]).toEqual([204, 'No Content', 'abc', '3', '']);
  });

  it('sends nothing when its signal has already ended', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchLike = xhrTransport(() => undefined);
    await expect(fetchLike(new Request('http://localhost/api/user/change-avatar', { method: 'POST', body: 'x', signal: controller.signal }))).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('sends a GET without a body and keeps credentials to the origin unless asked', async () => {
    const fetchLike = xhrTransport(() => undefined);
    const answer = fetchLike('http://localhost/api/user/details');
    const xhr = await sentRequest();
    expect([xhr.method, xhr.body, xhr.withCredentials]).toEqual(['GET', null, false]);
    xhr.respond(200, { user: robin });
    expect(await (await answer).json()).toEqual({ user: robin });
  });
});
