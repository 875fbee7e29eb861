import { http, HttpResponse, type RequestHandler } from 'msw';
import type { LayoutItem } from '@/api/schemas/site.schema';
import { seededLayoutItem } from '../../domain/seed-layout';
import { layoutOverride } from './answer-overrides';

/** The items broken-layout adds, so tests can find them by id. */
export const brokenLayoutItems = {
  unknownCode: { id: 9001, code: 'mega_menu_3000' },
  invalidData: { id: 9002, code: 'banner_slider' },
  throwingCode: { id: 9003, code: 'static_banner' },
} as const;

/** The static_banner view module, in the dev server (source path) and in the build (hashed chunk). */
const staticBannerModule = /\/(blocks\/static_banner\/StaticBanner\.tsx|assets\/StaticBanner-[\w-]+\.js)(\?.*)?$/;

/**
 * The normal layout plus an unknown code, an item whose data fails its schema, and a block whose code
 * throws: static_banner's module is answered with code that throws as it loads, exactly what a broken
 * deploy looks like to the storefront. (Other static banners leave the layout in this scenario.)
 */
export function brokenLayoutHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return [
    layoutOverride((layout) => {
      const last = Math.max(0, ...layout.map((item) => item.position));
      const kept = layout.filter((item) => item.code !== 'static_banner');
      const banner = seededLayoutItem('static_banner');
      const broken: LayoutItem[] = [
        { ...brokenLayoutItems.unknownCode, type: 'designElement', data: { columns: 4 }, settings: {}, position: 15, uniqueId: null },
        { ...brokenLayoutItems.invalidData, type: 'designElement', data: { slides: 'not-a-list', interval_seconds: -3 }, settings: {}, position: 25, uniqueId: null },
        {
          ...brokenLayoutItems.throwingCode,
          type: 'designElement',
          data: banner.data,
          settings: banner.settings,
          position: last + 10,
          uniqueId: null,
        },
      ];
      return [...kept, ...broken];
    }, base),
    http.get(staticBannerModule, () =>
      new HttpResponse("throw new Error('Simulated crash: this block\\'s code throws as it loads');\nexport default null;\n", {
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
    ),
  ];
}
