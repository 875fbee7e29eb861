/**
 * The most a call may take from sending to its whole answer read, in ms: every attempt, the headers and the body
 * (ADR 0033). The early site data request in index.html gets the same limit. A call may set its own (`timeout`).
 * Kept in a module of its own so vite.config.ts can hand it to the inline prefetch without loading the client.
 */
export const ANSWER_TIME_LIMIT_MS = 10_000;

/**
 * Place-order's own limit: the server creates the payment provider's order on its way, which takes longer. After it,
 * checkout says the order may have gone through and offers to ask again with the same key (ADR 0026).
 */
export const PLACE_ORDER_TIME_LIMIT_MS = 20_000;
