import type { SiteData } from '@/api/schemas/site.schema';
import type { Draft } from './draft.lib';
import { corruptDraftStorageKey, draftStorageKey, loadStoredDraft, replacedDraftStorageKey, saveDraft } from './draft-storage.lib';
import { decodeShareFragment, readShareFragment } from './share-url.lib';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A message shown once at the top of the studio after it starts. */
export interface BootNotice {
  tone: 'info' | 'error';
  text: string;
}

interface BootResult {
  draft: Draft;
  notices: BootNotice[];
  /** The local draft a share link replaced, so the merchant can undo opening the link. */
  replaced: Draft | null;
  /** Whether the draft came from the location's share link (the caller then takes the hash off the address). */
  fromShareLink: boolean;
}

export function seededDraft(siteData: SiteData): Draft {
  return { siteData, scenario: null, seed: null };
}

/**
 * Where the studio starts: a share link in the hash wins and replaces the saved draft (which is kept under
 * `replacedDraftStorageKey` and offered as an undo); else the saved draft; else the seeded store. A damaged link or
 * an unreadable saved draft is reported, never silently dropped.
 */
export async function bootDraft(options: { hash: string; storage: DraftStorage | null; loadSeeded: () => Promise<SiteData> }): Promise<BootResult> {
  const { hash, storage, loadSeeded } = options;
  const notices: BootNotice[] = [];
  const stored = loadStoredDraft(storage);
  if (stored.status === 'unreadable') {
    notices.push({
      tone: 'error',
      text: `Your saved draft could not be read (${stored.reason}). The seeded store is shown instead; the saved text is kept in localStorage under "${corruptDraftStorageKey}".`,
    });
  }

  const fragment = readShareFragment(hash);
  if (fragment !== null) {
    const shared = await decodeShareFragment(fragment);
    if (shared.ok) {
      const replaced = stored.status === 'ok' ? stored.draft : null;
      if (replaced && storage) {
        try {
          storage.setItem(replacedDraftStorageKey, storage.getItem(draftStorageKey) ?? '');
        } catch {
          // Storage refused: the undo offered in the page still holds the replaced draft for this visit.
        }
      }
      saveDraft(storage, shared.draft);
      notices.push({
        tone: 'info',
        text: replaced
          ? `Opened the shared draft. It replaced your saved draft, which is kept under "${replacedDraftStorageKey}": use Undo to go back to it.`
          : 'Opened the shared draft.',
      });
      return { draft: shared.draft, notices, replaced, fromShareLink: true };
    }
    notices.push({ tone: 'error', text: `${shared.error} Your own draft is shown instead.` });
  }

  if (stored.status === 'ok') return { draft: stored.draft, notices, replaced: null, fromShareLink: false };
  return { draft: seededDraft(await loadSeeded()), notices, replaced: null, fromShareLink: false };
}
