import { vendorProxyMetaName } from '@/domain/vendor-proxy';

/**
 * Loads a third-party script (a plugin's vendor widget) once per URL.
 *
 * Where the page carries `<meta name="storefront-vendor-proxy" content="/prefix/">`, vendor URLs are fetched
 * through that first-party prefix instead: `https://embed.example.com/a/b.js?x=1` becomes
 * `/prefix/embed.example.com/a/b.js?x=1`. The simulator sets it so its stand-in scripts answer and nothing
 * leaves the machine; a merchant can use it to serve vendor scripts through their own proxy.
 */
function vendorScriptUrl(vendorUrl: string, doc: Document = document): string {
  const prefix = doc.querySelector<HTMLMetaElement>(`meta[name="${vendorProxyMetaName}"]`)?.content.trim();
  if (!prefix) return vendorUrl;
  const url = new URL(vendorUrl);
  return `${prefix.replace(/\/+$/, '')}/${url.host}${url.pathname}${url.search}`;
}

class VendorScriptError extends Error {
  constructor(readonly src: string) {
    super(`The script ${src} failed to load`);
    this.name = 'VendorScriptError';
  }
}

const loads = new Map<string, Promise<void>>();

/**
 * Appends `<script async src>` to the end of the body, once per resolved URL. Resolves when the script has run;
 * rejects with VendorScriptError when it fails to load (a failed URL may be tried again later).
 */
export function loadVendorScript(vendorUrl: string, attributes: Readonly<Record<string, string>> = {}, doc: Document = document): Promise<void> {
  const src = vendorScriptUrl(vendorUrl, doc);
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => {
      loads.delete(src);
      script.remove();
      reject(new VendorScriptError(src));
    }, { once: true });
    doc.body.append(script);
  });
  loads.set(src, loading);
  return loading;
}
