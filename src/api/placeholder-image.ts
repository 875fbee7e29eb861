/**
 * A picture for a product or category the backend sent without one: an inline SVG (no request) tinted from
 * the name, with its initials, so a missing image never leaves a broken icon or a blank box.
 */
export function placeholderImage(name: string): string {
  let hash = 0;
  for (let index = 0; index < name.length; index += 1) hash = (Math.imul(hash, 31) + name.charCodeAt(index)) >>> 0;
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('')
    .replace(/[<>&"']/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="hsl(${hash % 360} 45% 86%)"/>` +
    `<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="34" fill="hsl(${hash % 360} 40% 28%)">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
