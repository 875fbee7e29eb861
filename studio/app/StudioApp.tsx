import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import type { SiteData } from '@/api/schemas/site.schema';
import type { StoreLinkProblem } from '@/layout/store-links';
import type { DroppedReport } from '@/models/tolerance/tolerance.model';
import type { BlockCost } from '../contracts';
import { PreviewPane } from '../preview/PreviewPane';
import { bootDraft, seededDraft, type BootNotice } from '../model/boot.lib';
import { browserStorage, saveDraft } from '../model/draft-storage.lib';
import { newBlockItem, newPluginItem, nextItemId, orderedLayout, type Draft } from '../model/draft.lib';
import { importedRows, mergeRows } from '../model/dropped-rows.lib';
import { buildShareUrl, readShareFragment } from '../model/share-url.lib';
import { settingFieldId } from '../model/settings-fields.lib';
import { exportFileName, serializeSiteData } from '../model/site-data-io.lib';
import { initialStudioState, studioReducer, type StudioState } from '../model/studio-state.lib';
import { validateLayout, validateSettings } from '../model/validation.lib';
import { fieldId } from '../form/json-schema';
import { BranchPanel } from './BranchPanel';
import { focusById } from './focus';
import { formatBytes } from './format';
import { ItemEditor, itemFormIds } from './ItemEditor';
import { itemButtonId, LayoutPanel } from './LayoutPanel';
import { findBlock, itemLabel, studioRegistry } from './registry';
import { SettingsPanel } from './SettingsPanel';
import { Toolbar } from './Toolbar';
import { ValidationReport } from './ValidationReport';
import './studio.css';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StudioAppProps {
  /** Builds the seeded store's get-data answer; tests pass a small fixed one. */
  loadSeeded?: () => Promise<SiteData>;
  /** Where the draft is saved (default: localStorage). */
  storage?: DraftStorage | null;
}

/**
 * The seeded store is built with faker, most of the studio's bytes: loaded on demand (a first visit, a reset),
 * so a returning merchant's studio starts from the saved draft without downloading it.
 */
const loadSeededSiteData = () => import('../model/seeded-store').then((module) => module.loadSeededSiteData());

type Boot = { status: 'loading' } | { status: 'ready'; state: StudioState; notices: BootNotice[] } | { status: 'failed'; message: string };

/** The merchant preview studio (issue 6): toolbar, editor column with the validation report, and the preview. */
export function StudioApp({ loadSeeded = loadSeededSiteData, storage }: StudioAppProps) {
  const [store] = useState(() => (storage === undefined ? browserStorage() : storage));
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });

  useEffect(() => {
    document.title = 'Storefront studio';
  }, []);

  useEffect(() => {
    let cancelled = false;
    bootDraft({ hash: window.location.hash, storage: store, loadSeeded })
      .then((result) => {
        if (cancelled) return;
        // The link has done its work: off the address bar, so a reload shows the saved (and since edited) draft.
        if (result.fromShareLink) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
        const state = initialStudioState(result.draft);
        setBoot({
          status: 'ready',
          state: result.replaced ? { ...state, undo: { message: 'Opened a shared draft.', draft: result.replaced, selectedItemId: null, droppedOnImport: [] } } : state,
          notices: result.notices,
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) setBoot({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [store, loadSeeded]);

  if (boot.status === 'loading') {
    return (
      <div className="st-app st-loading">
        <p role="status">Loading the seeded store…</p>
      </div>
    );
  }
  if (boot.status === 'failed') {
    return (
      <div className="st-app st-loading">
        <p role="alert">The studio could not start: {boot.message}</p>
      </div>
    );
  }
  return <Studio initial={boot.state} notices={boot.notices} storage={store} loadSeeded={loadSeeded} />;
}

type TabId = 'layout' | 'settings' | 'branch';
const tabs: { id: TabId; label: string }[] = [
  { id: 'layout', label: 'Layout' },
  { id: 'settings', label: 'Settings' },
  { id: 'branch', label: 'Branch' },
];

interface StudioProps {
  initial: StudioState;
  notices: BootNotice[];
  storage: DraftStorage | null;
  loadSeeded: () => Promise<SiteData>;
}

function Studio({ initial, notices: bootNotices, storage, loadSeeded }: StudioProps) {
  const [state, dispatch] = useReducer(studioReducer, initial);
  const { draft, selectedItemId } = state;
  const [tab, setTab] = useState<TabId>('layout');
  const [notices, setNotices] = useState<BootNotice[]>(bootNotices);
  const [message, setMessage] = useState<string | null>(null);
  const [manualShareUrl, setManualShareUrl] = useState<string | null>(null);
  const [costs, setCosts] = useState<Record<string, BlockCost>>({});
  // What the preview frames' storefronts left out of their backend's answers (a scenario such as legacy-backend).
  const [frameDropped, setFrameDropped] = useState<DroppedReport[]>([]);
  // The draft's links to store pages that lead nowhere, as a preview frame checked them with its backend.
  const [linkProblems, setLinkProblems] = useState<StoreLinkProblem[]>([]);
  const [saveFailed, setSaveFailed] = useState(false);
  const [resetting, setResetting] = useState(false);
  // The element to focus after the next render (a tab switch or a selection has to render first).
  const pendingFocus = useRef<(() => boolean) | null>(null);
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  const registry = studioRegistry;
  const itemProblems = useMemo(() => validateLayout(draft.siteData.layout, registry), [draft.siteData.layout, registry]);
  const settingProblems = useMemo(() => validateSettings(draft.siteData.settings, registry), [draft.siteData.settings, registry]);
  const droppedRows = useMemo(() => mergeRows(state.droppedOnImport, frameDropped), [state.droppedOnImport, frameDropped]);

  // The draft a share link was made from: while it is unchanged, the link may stay in the address bar.
  const sharedDraft = useRef<Draft | null>(null);
  // Save after a short pause, so typing in a field does not write the whole draft on every key.
  const lastSaved = useRef<Draft | null>(null);
  useEffect(() => {
    if (lastSaved.current === draft) return;
    const timer = window.setTimeout(() => {
      lastSaved.current = draft;
      setSaveFailed(!saveDraft(storage, draft));
      // A share link in the address bar no longer says what the draft is: drop it so a reload keeps the edits.
      if (readShareFragment(window.location.hash) !== null && sharedDraft.current !== draft) {
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
      }
    }, 250);
    return () => window.clearTimeout(timer);
  }, [draft, storage]);

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    focus();
  });

  const selectedItem = useMemo(() => orderedLayout(draft.siteData.layout).find((item) => String(item.id) === selectedItemId) ?? null, [draft.siteData.layout, selectedItemId]);
  const selectedIssues = useMemo(() => itemProblems.find((problem) => problem.itemId === selectedItemId)?.issues ?? [], [itemProblems, selectedItemId]);

  const onCosts = useCallback((next: Record<string, BlockCost>) => setCosts(next), []);
  const onDroppedParts = useCallback((reports: DroppedReport[]) => setFrameDropped(reports), []);
  const onStoreLinkProblems = useCallback((problems: StoreLinkProblem[]) => setLinkProblems(problems), []);
  const onBlockClicked = useCallback((itemId: string) => {
    setTab('layout');
    dispatch({ type: 'itemSelected', itemId });
    pendingFocus.current = () => focusById(itemButtonId(itemId));
  }, []);

  const focusIssue = (itemId: string, path: string | null) => {
    setTab('layout');
    dispatch({ type: 'itemSelected', itemId });
    const ids = itemFormIds(itemId);
    pendingFocus.current = () => {
      if (path !== null) {
        for (const part of ['data', 'settings'] as const) {
          if (path === part || path.startsWith(`${part}.`)) {
            const relative = path === part ? '' : path.slice(part.length + 1);
            if (focusById(fieldId(ids[part], relative))) return true;
          }
        }
      }
      // No form field for the path (unknown code, plugin, missing key): the item's JSON says it all.
      return focusById(ids.json);
    };
  };

  const focusSetting = (key: string) => {
    setTab('settings');
    pendingFocus.current = () => focusById(settingFieldId(key));
  };

  const addItem = async (choice: string) => {
    const [kind, name = ''] = choice.split(/:(.*)/s);
    const id = nextItemId(draft.siteData.layout);
    if (kind === 'plugin') {
      dispatch({ type: 'itemAdded', item: newPluginItem(name, id) });
    } else {
      const block = findBlock(registry, name);
      if (!block) throw new Error(`No block "${name}"`);
      dispatch({ type: 'itemAdded', item: newBlockItem(block.code, await block.loadDefaults(), id) });
    }
    setMessage(`Added item ${id}.`);
    pendingFocus.current = () => focusById(itemButtonId(String(id)));
  };

  const removeItem = (itemId: string) => {
    const item = selectedItem && String(selectedItem.id) === itemId ? selectedItem : null;
    const label = item ? `${itemLabel(registry, item)} (item ${itemId})` : `item ${itemId}`;
    const ordered = orderedLayout(draft.siteData.layout);
    const index = ordered.findIndex((entry) => String(entry.id) === itemId);
    const neighbour = ordered[index + 1] ?? ordered[index - 1];
    dispatch({ type: 'itemRemoved', itemId, label });
    pendingFocus.current = () => (neighbour ? focusById(itemButtonId(String(neighbour.id))) : false);
  };

  const exportJson = () => {
    const blob = new Blob([serializeSiteData(draft.siteData)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next turn: the download has started by then.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
    setMessage(`Exported ${exportFileName}.`);
  };

  const copyText = async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  };

  const copyJson = async () => {
    const copied = await copyText(serializeSiteData(draft.siteData));
    setMessage(copied ? 'Copied the get-data JSON to the clipboard.' : 'The browser did not allow copying: use Export JSON instead.');
  };

  const share = async () => {
    const url = await buildShareUrl(window.location, draft);
    sharedDraft.current = draft;
    window.history.replaceState(window.history.state, '', url);
    const copied = await copyText(url);
    setManualShareUrl(copied ? null : url);
    const size = formatBytes(new TextEncoder().encode(url).length);
    setMessage(copied ? `Copied the share link (${size}). Opening it restores this draft, scenario and seed.` : `The browser did not allow copying: copy the link below (${size}).`);
  };

  const reset = async () => {
    setResetting(true);
    try {
      const siteData = await loadSeeded();
      dispatch({ type: 'draftReplaced', draft: seededDraft(siteData), message: 'Reset to the seeded store.' });
      setCosts({});
    } finally {
      setResetting(false);
    }
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((entry) => entry.id === tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next: TabId | undefined;
    if (step !== 0) next = tabs[(index + step + tabs.length) % tabs.length]?.id;
    if (event.key === 'Home') next = tabs[0]?.id;
    if (event.key === 'End') next = tabs[tabs.length - 1]?.id;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="st-app">
      <Toolbar
        scenario={draft.scenario}
        seed={draft.seed}
        onScenarioChange={(scenario) => dispatch({ type: 'scenarioChanged', scenario })}
        onSeedChange={(seed) => dispatch({ type: 'seedChanged', seed })}
        onImport={(siteData, source, dropped) => {
          const count = dropped.length;
          // Said where the import's result is announced: the rows are gone from the draft, so the report is the only trace.
          const message =
            count === 0
              ? `Imported ${source}.`
              : `Imported ${source}; ${count} ${count === 1 ? 'row' : 'rows'} the storefront cannot read ${count === 1 ? 'was' : 'were'} left out: see the validation report.`;
          dispatch({ type: 'draftReplaced', draft: { ...draft, siteData }, message, dropped: importedRows(source, dropped) });
          setCosts({});
        }}
        onExport={exportJson}
        onCopyJson={() => void copyJson()}
        onShare={() => void share()}
        onReset={() => void reset()}
        resetting={resetting}
      />

      <div className="st-messages">
        {notices.map((notice) => (
          <p key={notice.text} role={notice.tone === 'error' ? 'alert' : 'status'} className={`st-notice st-notice-${notice.tone}`}>
            {notice.text}{' '}
            <button type="button" className="st-button st-button-quiet" onClick={() => setNotices((list) => list.filter((entry) => entry !== notice))}>
              Dismiss
            </button>
          </p>
        ))}
        {saveFailed ? (
          <p role="alert" className="st-notice st-notice-error">
            The draft could not be saved in this browser (storage full or blocked): export it to keep it.
          </p>
        ) : null}
        <p role="status" className="st-notice st-notice-info" hidden={!message && !state.undo}>
          {state.undo ? state.undo.message : message}{' '}
          {state.undo ? (
            <button type="button" className="st-button" onClick={() => dispatch({ type: 'undoClicked' })}>
              Undo
            </button>
          ) : null}
        </p>
        {manualShareUrl ? (
          <p className="st-notice">
            <label htmlFor="st-share-url">Share link</label> <input id="st-share-url" readOnly value={manualShareUrl} onFocus={(event) => event.target.select()} />
          </p>
        ) : null}
      </div>

      <div className="st-main">
        <div className="st-editor">
          <div role="tablist" aria-label="Editor" className="st-tabs">
            {tabs.map((entry) => (
              <button
                key={entry.id}
                ref={(element) => {
                  tabRefs.current[entry.id] = element;
                }}
                type="button"
                role="tab"
                id={`st-tab-${entry.id}`}
                aria-selected={tab === entry.id}
                aria-controls={`st-panel-${entry.id}`}
                tabIndex={tab === entry.id ? 0 : -1}
                className="st-tab"
                onClick={() => setTab(entry.id)}
                onKeyDown={onTabKeyDown}
              >
                {entry.label}
              </button>
            ))}
          </div>
          <div className="st-panels">
            <div role="tabpanel" id="st-panel-layout" aria-labelledby="st-tab-layout" hidden={tab !== 'layout'} className="st-panel">
              <LayoutPanel
                layout={draft.siteData.layout}
                registry={registry}
                selectedItemId={selectedItemId}
                problems={itemProblems}
                costs={costs}
                onSelect={(itemId) => dispatch({ type: 'itemSelected', itemId })}
                onAdd={addItem}
                onDuplicate={(itemId) => dispatch({ type: 'itemDuplicated', itemId })}
                onRemove={removeItem}
                onMove={(itemId, direction) => dispatch({ type: 'itemMoved', itemId, direction })}
              />
              {selectedItem ? (
                <ItemEditor
                  key={String(selectedItem.id)}
                  item={selectedItem}
                  registry={registry}
                  issues={selectedIssues}
                  settings={draft.siteData.settings}
                  onChange={(item) => dispatch({ type: 'itemChanged', itemId: String(selectedItem.id), item })}
                  onSettingsChange={(values) => dispatch({ type: 'settingsChanged', values })}
                />
              ) : (
                <p className="st-hint st-empty-editor">Select an item in the list to edit it.</p>
              )}
            </div>
            <div role="tabpanel" id="st-panel-settings" aria-labelledby="st-tab-settings" hidden={tab !== 'settings'} className="st-panel">
              <SettingsPanel settings={draft.siteData.settings} plugins={registry.plugins} problems={settingProblems} onChange={(values) => dispatch({ type: 'settingsChanged', values })} />
            </div>
            <div role="tabpanel" id="st-panel-branch" aria-labelledby="st-tab-branch" hidden={tab !== 'branch'} className="st-panel">
              <BranchPanel branches={draft.siteData.branches} onSelect={(branchId) => dispatch({ type: 'branchSelected', branchId })} />
            </div>
          </div>
          <ValidationReport
            itemProblems={itemProblems}
            settingProblems={settingProblems}
            droppedRows={droppedRows}
            linkProblems={linkProblems}
            itemCount={draft.siteData.layout.length}
            onItemClick={focusIssue}
            onSettingClick={focusSetting}
          />
        </div>
        <section className="st-preview" aria-label="Preview">
          <PreviewPane siteData={draft.siteData} scenario={draft.scenario} seed={draft.seed} highlightItemId={selectedItemId} onBlockClicked={onBlockClicked} onCosts={onCosts} onDroppedParts={onDroppedParts} onStoreLinkProblems={onStoreLinkProblems} />
        </section>
      </div>
    </div>
  );
}
