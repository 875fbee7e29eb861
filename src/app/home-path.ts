/** Whether a path is the home page's (the one route outside the screen registry, src/app/screens.ts). */
export const isHomePath = (path: string): boolean => path === '/' || path === '';
