/**
 * Who the server is when it calls the API (ADR 0044 decision 4): a guest with one fixed id, never a shopper's, and
 * never a token. Every call keeps the contract's every-call rule, and a backend can tell rendering from shopping.
 */
export const RENDER_GUEST_ID = '00000000-0000-4000-8000-00000000e5e7';
