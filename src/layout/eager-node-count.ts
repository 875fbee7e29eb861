/**
 * How many nodes at the top start loading at once; the rest load as the shopper nears them. Its own module so the
 * build (vite.config.ts, which preloads the first screen's code from index.html) reads the same number.
 */
export const EAGER_NODE_COUNT = 3;
