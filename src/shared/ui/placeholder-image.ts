/**
 * A picture for a product or line the backend sent without one: an inline SVG (no request) tinted from the
 * name, so a missing image never leaves a broken icon and neighbouring cards stay apart. Drawn where the
 * picture is shown (cards, cart lines, the options panel), so it stays out of the shopper's first download.
 */
export function placeholderImage(name: string): string {
  let hue = 0;
  for (let index = 0; index < name.length; index += 1) hue = (hue * 31 + name.charCodeAt(index)) % 360;
  return `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 4'%3E%3Crect width='4' height='4' fill='hsl(${hue} 40%25 85%25)'/%3E%3Cpath d='M1 3l1-1.2L3 3z' fill='hsl(${hue} 35%25 45%25)'/%3E%3C/svg%3E`;
}

/** The picture to show for a product or cart line: its own, or one drawn from its name. */
export function pictureOf(item: { image: string | null; name: string }): string {
  return item.image ?? placeholderImage(item.name);
}
