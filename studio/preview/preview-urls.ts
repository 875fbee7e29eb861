import type { SiteData } from '@/api/schemas/site.schema';
import { PREVIEW_TOKEN_MIN_LENGTH, PREVIEW_TOKEN_STORAGE_KEY } from '@/shared/lib/preview-access';
import type { ScenarioName } from '../../fake-store/http/scenario-catalog';
import { studioCookieName, studioDraftParam, studioDraftPath, studioDraftStorageKey, studioStorageKey } from '../../fake-store/hosts/studio-draft-keys';
import type { DeviceId } from '../contracts';

/** Where the studio keeps this tab's draft id: one per tab, so two tabs preview their own drafts. */
export const draftIdStorageKey = 'storefront-studio:draft-id';
/** Where the device choice is remembered across visits. */
export const deviceChoiceStorageKey = 'storefront-studio:preview-device';

/** What the device toolbar can show: one device, or all three. */
export type DeviceChoice = DeviceId | 'all';
export const deviceChoices: readonly DeviceChoice[] = ['phone', 'tablet', 'desktop', 'all'];

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function randomId(length = 9): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's preview token (ADR 0036), made on first use and kept in localStorage, where the storefront of the same
 * origin reads it: a storefront page opened at `?preview=<token>` in this browser shows merchant preview outside the
 * studio's frames. Storage blocked: the token lasts as long as this page, and only the frames show preview.
 */
export function previewToken(storage: KeyValueStorage | null): string {
  try {
    const kept = storage?.getItem(PREVIEW_TOKEN_STORAGE_KEY);
    if (kept && kept.length >= PREVIEW_TOKEN_MIN_LENGTH && /^[0-9a-f]+$/.test(kept)) return kept;
    const token = randomId(16);
    storage?.setItem(PREVIEW_TOKEN_STORAGE_KEY, token);
    return token;
  } catch {
    return randomId(16);
  }
}

/** This tab's draft id (letters and digits, valid everywhere the simulator reads one), made on first use. */
export function tabDraftId(storage: KeyValueStorage | null): string {
  try {
    const kept = storage?.getItem(draftIdStorageKey);
    if (kept && /^[A-Za-z0-9_-]{1,40}$/.test(kept)) return kept;
    const id = `d${randomId()}`;
    storage?.setItem(draftIdStorageKey, id);
    return id;
  } catch {
    // Storage blocked: the id lasts as long as this page.
    return `d${randomId()}`;
  }
}

export function readDeviceChoice(storage: KeyValueStorage | null): DeviceChoice {
  try {
    const kept = storage?.getItem(deviceChoiceStorageKey);
    return deviceChoices.find((choice) => choice === kept) ?? 'phone';
  } catch {
    return 'phone';
  }
}

export function saveDeviceChoice(storage: KeyValueStorage | null, choice: DeviceChoice): void {
  try {
    storage?.setItem(deviceChoiceStorageKey, choice);
  } catch {
    // Not remembered: the choice still applies to this visit.
  }
}

/**
 * A storefront page showing a draft: merchant preview, the draft, the scenario and seed (`none` clears what an
 * earlier page remembered), and an empty `plugins=` so no plugin switch of an earlier visit applies. `preview` is `1`
 * in the studio's own frames (the storefront trusts a parent of its origin) and this browser's token in a tab of
 * its own.
 */
export function previewUrl(draftId: string, scenario: ScenarioName | null, seed: number | null, preview = '1'): string {
  return `/?preview=${encodeURIComponent(preview)}&${studioDraftParam}=${encodeURIComponent(draftId)}&scenario=${scenario ?? 'none'}&seed=${seed ?? 'none'}&plugins=`;
}

/** Publishes a draft where both simulators read it; resolves once the Node simulator has it (or has said 404). */
export async function publishDraft(draftId: string, siteData: SiteData, deps: { storage: Pick<Storage, 'setItem'> | null; fetch: typeof fetch }): Promise<void> {
  const body = JSON.stringify(siteData);
  try {
    // The dev server's worker runs inside the frame's page and reads the draft from here.
    deps.storage?.setItem(studioDraftStorageKey(draftId), body);
  } catch {
    // Full or blocked storage: the Node simulator may still have it.
  }
  try {
    // `npm run simulator` keeps it in memory; under the dev server this answers 404, which is fine.
    await deps.fetch(studioDraftPath(encodeURIComponent(draftId)), { method: 'PUT', body, headers: { 'Content-Type': 'application/json' } });
  } catch {
    // No Node simulator to tell (or it is restarting): the frames fall back on what they can read.
  }
}

/**
 * The simulators remember a page's `?studio=`, `?scenario=` and `?seed=` for the rest of the browser session (the
 * Node simulator in cookies, the worker in session storage). A call from a frame still showing its own address
 * uses that address first, but after the merchant navigates inside a frame the query is gone and the remembered
 * values decide; a cost frame, opened with its own draft and no scenario, would have replaced them. After each
 * cost frame the studio puts back what the visible frames were opened with.
 */
export function restoreFrameSession(draftId: string, scenario: ScenarioName | null, seed: number | null): void {
  const cookie = (name: string, value: string | null) => {
    document.cookie = value === null ? `${name}=; Path=/; Max-Age=0; SameSite=Lax` : `${name}=${value}; Path=/; SameSite=Lax`;
  };
  cookie(studioCookieName, draftId);
  cookie('sim_scenario', scenario);
  cookie('sim_seed', seed === null ? null : String(seed));
  try {
    const session = window.sessionStorage;
    session.setItem(studioStorageKey, draftId);
    if (scenario) session.setItem('simulator:scenario', scenario);
    else session.removeItem('simulator:scenario');
    if (seed === null) session.removeItem('simulator:seed');
    else session.setItem('simulator:seed', String(seed));
  } catch {
    // Blocked storage: the worker then remembers nothing across reloads anyway.
  }
}
