import { http, HttpResponse } from 'msw';
import { placeholderKinds, renderPlaceholderSvg, type PlaceholderKind } from '../../domain/images';

function readSize(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const size = Number(value);
  return Number.isFinite(size) ? size : undefined;
}

const kindOf = (value: string | null): PlaceholderKind | undefined => placeholderKinds.find((kind) => kind === value);

/**
 * GET /sim-images/:name: a locally drawn SVG for every image of the seed, so nothing leaves the machine.
 * Exempt from the /api client contract: the browser fetches images without the app's headers.
 */
export const imageHandlers = [
  http.get<{ name: string }>('*/sim-images/:name', ({ request, params }) => {
    const url = new URL(request.url);
    const svg = renderPlaceholderSvg(params.name.replace(/\.svg$/i, ''), {
      width: readSize(url.searchParams.get('w')),
      height: readSize(url.searchParams.get('h')),
      label: url.searchParams.get('label') ?? undefined,
      kind: kindOf(url.searchParams.get('kind')),
    });
    return new HttpResponse(svg, {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
    });
  }),
];
