import { lazy, Suspense, useRef } from 'react';
import { useUnit } from 'effector-react';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import { consentSettingsOpened } from '@/models/consent/consent.model';
import { isConsentRequired } from '../plugins/plugin-status.lib';
import { useNearViewport } from '@/shared/lib/use-near-viewport';

const FooterContent = lazy(() => import('./FooterContent'));

/**
 * The footer: links to the store's content pages, and the powered-by HTML from settings, sanitised like all merchant
 * HTML. Below every first screen, so the shell loads it lazily (Storefront.tsx): none of it is in the first download.
 */
export default function Footer() {
  const [settings, openCookieSettings] = useUnit([$siteSettings, consentSettingsOpened]);
  const html = readString(settings, settingKeys.poweredBy);
  // With cookie consent on, the shopper can change their choice from every page that has the footer.
  const cookieSettings = isConsentRequired(settings);
  // Far below the first screen on a home page: its pages and its HTML, their code and the sanitiser, are downloaded only
  // as the shopper nears it. What is watched is a mark just above it: an empty footer is not drawn, so never comes near.
  const mark = useRef<HTMLDivElement>(null);
  const near = useNearViewport(mark);
  return (
    <>
      {near ? null : <div ref={mark} aria-hidden="true" />}
      <footer className="site-footer" data-testid="site-footer">
        {near ? (
          <Suspense fallback={null}>
            <FooterContent html={html ?? null} />
          </Suspense>
        ) : null}
        {cookieSettings ? (
          <button type="button" className="site-footer__cookie-settings" onClick={() => openCookieSettings()}>
            Cookie settings
          </button>
        ) : null}
      </footer>
    </>
  );
}
