import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { PluginViewProps } from '@/layout/define-plugin';
import { linkHref } from '@/layout/block-field-schemas';
import { acceptAll, optionalConsentCategories, rejectAll, type ConsentChoice, type OptionalConsentCategory } from '@/models/consent/consent.lib';
import { $consent, $consentSettingsOpen, consentDecided, consentSettingsClosed } from '@/models/consent/consent.model';
import type { CookieConsentConfig } from './cookie_consent.plugin';
import './CookieConsent.css';

const categoryTexts: Record<OptionalConsentCategory, { label: string; description: string }> = {
  analytics: { label: 'Analytics', description: 'Count visits and see which pages and products people use, so we can improve the store.' },
  marketing: { label: 'Marketing', description: 'Show offers and promotions such as the prize wheel and recent-order notices.' },
  functional: { label: 'Functional', description: 'Remember your choices and run extras such as live chat.' },
};

/**
 * The cookie consent banner. It shows while the shopper has not chosen, and again when the footer's "Cookie
 * settings" asks for it. It is a region at the bottom, not a modal: the store stays usable while it is open.
 */
export default function CookieConsent({ config, mode }: PluginViewProps<CookieConsentConfig>) {
  const [consent, settingsOpen, decide, closeSettings] = useUnit([$consent, $consentSettingsOpen, consentDecided, consentSettingsClosed]);
  const undecided = consent.status === 'undecided';
  const visible = undecided || settingsOpen || mode === 'preview';
  const [choosing, setChoosing] = useState(false);
  const current = consent.status === 'decided' ? consent.choice : rejectAll;
  // null: nothing changed yet, so the boxes show the kept choice.
  const [edited, setEdited] = useState<ConsentChoice | null>(null);
  const draft = edited ?? current;
  const setDraft = setEdited;
  // Reopened from the footer: start again from the kept choice (adjusting state while rendering, not in an effect).
  const [openedBefore, setOpenedBefore] = useState(settingsOpen);
  if (openedBefore !== settingsOpen) {
    setOpenedBefore(settingsOpen);
    if (settingsOpen) setEdited(null);
  }
  const region = useRef<HTMLElement>(null);
  const headingId = useId();
  const showChoices = choosing || settingsOpen;
  const policyHref = config.policyUrl === undefined ? null : linkHref({ type: 'url', url: config.policyUrl });

  // Reopened from the footer: move focus here, so keyboard users land on it.
  useEffect(() => {
    if (settingsOpen) region.current?.focus();
  }, [settingsOpen]);

  if (!visible) return null;

  const closable = !undecided;
  return (
    <section
      ref={region}
      className="plugin-cookie-consent"
      data-plugin="cookie_consent"
      // A promotion popup (wheel_of_popups) waits while the shopper is deciding here.
      data-holds-popups=""
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && closable) closeSettings();
      }}
    >
      <h2 id={headingId} className="plugin-cookie-consent__title">
        Cookies
      </h2>
      <p className="plugin-cookie-consent__message">
        {config.message}{' '}
        {policyHref ? (
          <a href={policyHref} className="plugin-cookie-consent__policy">
            Cookie policy
          </a>
        ) : null}
      </p>
      {showChoices ? (
        <fieldset className="plugin-cookie-consent__choices">
          <legend>Choose what you allow</legend>
          <label className="plugin-cookie-consent__choice">
            <input type="checkbox" checked disabled />
            <span>
              <strong>Necessary</strong> (always on): run the store, your cart and this choice.
            </span>
          </label>
          {optionalConsentCategories.map((category) => (
            <label key={category} className="plugin-cookie-consent__choice">
              <input
                type="checkbox"
                name={category}
                checked={draft[category]}
                onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
              />
              <span>
                <strong>{categoryTexts[category].label}</strong>: {categoryTexts[category].description}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="plugin-cookie-consent__actions">
        <button type="button" className="plugin-cookie-consent__button plugin-cookie-consent__button--primary" onClick={() => decide(acceptAll)}>
          Accept all
        </button>
        <button type="button" className="plugin-cookie-consent__button" onClick={() => decide(rejectAll)}>
          Reject all
        </button>
        {showChoices ? (
          <button type="button" className="plugin-cookie-consent__button" onClick={() => decide(draft)}>
            Save choices
          </button>
        ) : (
          <button type="button" className="plugin-cookie-consent__button" aria-expanded="false" onClick={() => setChoosing(true)}>
            Choose
          </button>
        )}
        {closable && settingsOpen ? (
          <button type="button" className="plugin-cookie-consent__button" onClick={() => closeSettings()}>
            Close
          </button>
        ) : null}
      </div>
    </section>
  );
}
