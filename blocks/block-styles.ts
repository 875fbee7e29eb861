/**
 * Every block's stylesheet, and the shared ones blocks are made of, go into the page's first stylesheet rather than
 * beside each block's lazy chunk (ADR 0012). Otherwise a block's styles are requested only once its code has run,
 * one more round trip before the first screen can paint, and each late stylesheet restyles the whole page again.
 * They are small (about 6 KB gzip together) and shown on nearly every page. The options panel's are here too: any
 * product card opens it, and its code shares files with the product blocks', which would otherwise wait for its
 * stylesheet. Plugins' and screens' styles stay with their own chunks: a plugin that is off downloads nothing (issue 5).
 *
 * Importing the same files here and from the views is safe: a stylesheet is one module, bundled once.
 */
import.meta.glob(['./*/*.css', '../src/styles/blocks-media.css', '../src/shared/ui/carousel/*.css', '../src/shared/ui/product-card/*.css', '../src/shared/ui/virtual-grid/*.css', '../src/shared/ui/product-options/*.css'], { eager: true });
