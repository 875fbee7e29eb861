import { useUnit } from 'effector-react';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/models/site/settings.lib';
import { consentSettingsOpened } from '@/models/consent/consent.model';
import { isConsentRequired } from '../plugins/plugin-status.lib';
import { SafeHtml } from '@/shared/ui/SafeHtml';

/** The footer HTML block (powered-by text from settings), sanitised like every piece of merchant HTML. */
export function Footer() {
  const [settings, openCookieSettings] = useUnit([$siteSettings, consentSettingsOpened]);
  const html = readString(settings, settingKeys.poweredBy);
  // With cookie consent on, the shopper can change their choice from every page that has the footer.
  const cookieSettings = isConsentRequired(settings);
  if (!html && !cookieSettings) return null;
  return (
    <footer className="site-footer" data-testid="site-footer">
      {/* Far below the first screen on a home page: its sanitiser loads after the first paint. */}
      {html ? <SafeHtml html={html} className="site-footer__html" afterFirstPaint /> : null}
      {cookieSettings ? (
        <button type="button" className="site-footer__cookie-settings" onClick={() => openCookieSettings()}>
          Cookie settings
        </button>
      ) : null}
    </footer>
  );
}
