import * as z from 'zod/mini';
import { siteDataSchema } from '@/api/schemas/site.schema';
import { parseScenario } from '../../fake-store/http/scenario-catalog';
import type { Draft } from './draft.lib';

/** The hash parameter a share link carries: `#share=<base64url of deflate-raw JSON>`. */
const shareHashKey = 'share';

const sharedDraftSchema = z.object({
  v: z.literal(1),
  siteData: siteDataSchema,
  scenario: z.nullable(z.string()),
  seed: z.nullable(z.number()),
});

async function pipeBytes(bytes: Uint8Array, transform: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  // A stream built by hand rather than Blob.stream(): test DOMs (jsdom) have no Blob.stream.
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const reader = source.pipeThrough(transform as TransformStream<Uint8Array, Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    length += chunk.value.length;
  }
  const output = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    output.set(chunk, offset);
    offset += chunk.length;
  }
  return output;
}

/** deflate-raw, as the share link uses it. */
export function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  return pipeBytes(bytes, new CompressionStream('deflate-raw'));
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list well under engine limits for large drafts.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  if (!/^[\w-]*$/.test(text)) throw new Error('The link is damaged: it has characters a share link never has.');
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The draft, deflated and base64url-encoded: what goes after `#share=`. */
export async function encodeShareFragment(draft: Draft): Promise<string> {
  const json = JSON.stringify({ v: 1, siteData: draft.siteData, scenario: draft.scenario, seed: draft.seed });
  return toBase64Url(await deflateRaw(new TextEncoder().encode(json)));
}

/** The URL of the studio with the draft in its hash (the hash never reaches a server). */
export async function buildShareUrl(location: Pick<Location, 'origin' | 'pathname' | 'search'>, draft: Draft): Promise<string> {
  return `${location.origin}${location.pathname}${location.search}#${shareHashKey}=${await encodeShareFragment(draft)}`;
}

/** The `share` fragment of a location hash, or null when the hash carries none. */
export function readShareFragment(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const value = params.get(shareHashKey);
  return value === null || value === '' ? null : value;
}

type DecodeResult = { ok: true; draft: Draft } | { ok: false; error: string };

/** Restores a draft from a share fragment; anything damaged or of another shape is refused with a reason. */
export async function decodeShareFragment(fragment: string): Promise<DecodeResult> {
  let json: unknown;
  try {
    const bytes = await pipeBytes(fromBase64Url(fragment), new DecompressionStream('deflate-raw'));
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, error: 'The share link is damaged (it may have been cut short when it was copied).' };
  }
  const parsed = sharedDraftSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: 'The share link does not hold a studio draft this version can read.' };
  const { siteData, scenario, seed } = parsed.data;
  return { ok: true, draft: { siteData, scenario: parseScenario(scenario), seed: seed !== null && Number.isInteger(seed) && seed >= 0 ? seed : null } };
}
