/**
 * The `<meta>` whose content is a first-party prefix vendor scripts are fetched through: the fake store's server
 * writes it, the storefront's script loader (src/shared/lib/vendor-script.ts) reads it.
 */
export const vendorProxyMetaName = 'storefront-vendor-proxy';
