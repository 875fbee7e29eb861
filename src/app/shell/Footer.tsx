import { useUnit } from 'effector-react';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/models/site/settings.lib';
import { SafeHtml } from '@/shared/ui/SafeHtml';

/** The footer HTML block (powered-by text from settings), sanitised like every piece of merchant HTML. */
export function Footer() {
  const settings = useUnit($siteSettings);
  const html = readString(settings, settingKeys.poweredBy);
  if (!html) return null;
  return (
    <footer className="site-footer" data-testid="site-footer">
      <SafeHtml html={html} className="site-footer__html" />
    </footer>
  );
}
