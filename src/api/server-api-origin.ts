/**
 * Where the API is when the storefront renders on a server (ADR 0044): set once by the server's handler from its
 * `API_ORIGIN`. Read only under `import.meta.env.SSR`, so no shopper's chunk carries it.
 */
let origin = 'http://localhost';

export function setServerApiOrigin(value: string): void {
  origin = value.replace(/\/+$/, '');
}

export const serverApiOrigin = (): string => origin;
