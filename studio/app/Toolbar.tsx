import { useId, useState, type ChangeEvent } from 'react';
import { parseScenario, parseScenarioSeed, scenarioInfo, scenarioNames, type ScenarioName } from '../../fake-store/http/scenario-catalog';
import type { SiteData } from '@/api/schemas/site.schema';
import type { DroppedPart } from '@/api/schemas/tolerance';
import { parseSiteDataJson } from '../model/site-data-io.lib';

interface ToolbarProps {
  scenario: ScenarioName | null;
  seed: number | null;
  onScenarioChange: (scenario: ScenarioName | null) => void;
  onSeedChange: (seed: number | null) => void;
  /** `dropped`: rows of the file the storefront cannot read, left out of `siteData` (decisions/0015). */
  onImport: (siteData: SiteData, source: string, dropped: DroppedPart[]) => void;
  onExport: () => void;
  onCopyJson: () => void;
  onShare: () => void;
  onReset: () => void;
  resetting: boolean;
}

/** The studio's top bar: the store state the preview runs in, and what goes in and out of the studio. */
export function Toolbar({ scenario, seed, onScenarioChange, onSeedChange, onImport, onExport, onCopyJson, onShare, onReset, resetting }: ToolbarProps) {
  const baseId = useId();
  const [seedText, setSeedText] = useState(seed === null ? '' : String(seed));
  const [shownSeed, setShownSeed] = useState(seed);
  const [importOpen, setImportOpen] = useState(false);
  const [pasted, setPasted] = useState('');
  const [importError, setImportError] = useState<string | null>(null);

  // The seed can change from outside (import, share link, undo): show it unless the text already means it.
  if (seed !== shownSeed) {
    setShownSeed(seed);
    if (parseScenarioSeed(seedText) !== seed) setSeedText(seed === null ? '' : String(seed));
  }

  const seedInvalid = seedText.trim() !== '' && parseScenarioSeed(seedText) === null;
  const onSeedText = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setSeedText(text);
    if (text.trim() === '') onSeedChange(null);
    else {
      const parsed = parseScenarioSeed(text);
      if (parsed !== null) onSeedChange(parsed);
    }
  };

  const tryImport = (text: string, source: string) => {
    const result = parseSiteDataJson(text);
    if (!result.ok) {
      setImportError(`${source}: ${result.error} Nothing was changed.`);
      return;
    }
    setImportError(null);
    setPasted('');
    setImportOpen(false);
    onImport(result.siteData, source, result.dropped);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    // Reading the same file again after fixing it must fire change again.
    input.value = '';
    tryImport(await file.text(), file.name);
  };

  const scenarioDescriptionId = `${baseId}-scenario-description`;
  const seedHintId = `${baseId}-seed-hint`;
  const importPanelId = `${baseId}-import`;

  return (
    <header className="st-toolbar">
      <h1 className="st-title">Storefront studio</h1>
      <div className="st-toolbar-group" role="group" aria-label="Store state">
        <div className="st-field st-field-inline">
          <label htmlFor={`${baseId}-scenario`}>Scenario</label>
          <select
            id={`${baseId}-scenario`}
            value={scenario ?? 'none'}
            aria-describedby={scenarioDescriptionId}
            onChange={(event) => onScenarioChange(parseScenario(event.target.value))}
          >
            <option value="none">None</option>
            {scenarioNames.map((name) => (
              <option key={name} value={name}>
                {scenarioInfo[name].label}
              </option>
            ))}
          </select>
          <span id={scenarioDescriptionId} className="st-hint">
            {scenario ? scenarioInfo[scenario].description : 'The store as usual.'}
          </span>
        </div>
        <div className="st-field st-field-inline">
          <label htmlFor={`${baseId}-seed`}>Scenario seed</label>
          <input
            id={`${baseId}-seed`}
            className="st-seed"
            inputMode="numeric"
            placeholder="default"
            value={seedText}
            onChange={onSeedText}
            aria-invalid={seedInvalid || undefined}
            aria-describedby={seedHintId}
          />
          <span id={seedHintId} className={seedInvalid ? 'st-hint st-error-text' : 'st-hint'}>
            {seedInvalid ? 'A whole number from 0 to 4294967295.' : 'Replays the same latencies and failures.'}
          </span>
        </div>
      </div>
      <div className="st-toolbar-group" role="group" aria-label="Draft">
        <button type="button" className="st-button" aria-expanded={importOpen} aria-controls={importPanelId} onClick={() => setImportOpen((open) => !open)}>
          Import JSON
        </button>
        <button type="button" className="st-button" onClick={onExport}>
          Export JSON
        </button>
        <button type="button" className="st-button" onClick={onCopyJson}>
          Copy JSON
        </button>
        <button type="button" className="st-button" onClick={onShare}>
          Copy share link
        </button>
        <button type="button" className="st-button st-button-quiet" onClick={onReset} disabled={resetting}>
          Reset to seeded store
        </button>
      </div>
      <div id={importPanelId} className="st-import" hidden={!importOpen}>
        <p className="st-hint">A JSON file in exactly the shape of /api/get-data (layout, settings, branches), as Export JSON writes it.</p>
        <div className="st-field">
          <label htmlFor={`${baseId}-import-file`}>Import JSON file</label>
          <input id={`${baseId}-import-file`} type="file" accept="application/json,.json" onChange={(event) => void onFile(event)} />
        </div>
        <div className="st-field">
          <label htmlFor={`${baseId}-import-text`}>Paste get-data JSON</label>
          <textarea id={`${baseId}-import-text`} rows={6} value={pasted} spellCheck={false} onChange={(event) => setPasted(event.target.value)} />
        </div>
        <div className="st-row">
          <button type="button" className="st-button" onClick={() => tryImport(pasted, 'Pasted JSON')}>
            Import pasted JSON
          </button>
          <button type="button" className="st-button st-button-quiet" onClick={() => setImportOpen(false)}>
            Cancel import
          </button>
        </div>
      </div>
      {importError ? (
        <p role="alert" className="st-notice st-notice-error">
          {importError}
        </p>
      ) : null}
    </header>
  );
}
