// @vitest-environment node
import { allSettled, fork } from 'effector';
import { renderToReadableStream } from 'react-dom/server';
import { Router } from 'wouter';
import { expect, it } from 'vitest';
import { seedFacts } from '../../fake-store/domain/seed-facts';
import { setupSimulatedStore } from '../../tests/support/simulated-store';
import { App } from '@/app/App';
import { loadBlockData } from '@/app/block-data';
import { $guestId } from '@/models/session/session.model';
import { siteDataRequested } from '@/models/site/site.model';
import { RENDER_GUEST_ID } from './identity';

setupSimulatedStore();

/*
 * The storefront renders where there is no DOM (ADR 0044): nothing it imports or renders reads `window` on the
 * server (the page handler serves these bodies: server/render/page.tsx).
 */
it('renders the home page of the seeded store on a server, with its blocks\' data and without merchant HTML', async () => {
  const scope = fork({ values: [[$guestId, RENDER_GUEST_ID]] });
  await allSettled(siteDataRequested, { scope });
  await loadBlockData(scope);
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(
    <Router ssrPath="/">
      <App scope={scope} />
    </Router>,
    { onError: (error) => void errors.push(error) },
  );
  await stream.allReady;
  const html = await new Response(stream).text();

  expect(errors).toEqual([]);
  expect(html).toContain('data-block="top_nav"');
  expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${seedFacts.storeName}`));
  expect(html).not.toContain('data-testid="site-progress"');
  // The blocks with data are drawn with it, not as placeholders: the products grid's cards, the strip's categories.
  const section = (code: string) => new RegExp(`<section[^>]*data-block="${code}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
  const productNames = [...section('products_display').matchAll(/class="product-card__name"><a href="\/product\/[^"]+">([^<]+)</g)].map(([, name]) => name);
  expect(productNames).toHaveLength(8);
  expect(section('products_display')).not.toContain('skeleton');
  expect(section('categories_horizontal_strip')).toMatch(/href="\/category\/pizzas"/);
  expect(section('categories_horizontal_strip')).not.toContain('skeleton');
  // Merchant HTML waits for the browser's sanitiser: the custom HTML block carries its title and the HTML's text in
  // paragraphs, none of the merchant's elements; the only scripts are React's own, which reveal streamed parts.
  const customHtml = /<section[^>]*data-block="custom_html_block"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  expect(customHtml).toMatch(/<h2[^>]*>[^<]+<\/h2><div[^>]*><p>[^<]+<\/p>/);
  expect(new Set([...customHtml.matchAll(/<([a-z][a-z0-9]*)/g)].map(([, tag]) => tag))).toEqual(new Set(['section', 'h2', 'div', 'p']));
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text ?? '');
  expect(scripts.length).toBe(html.match(/<script\b/g)?.length ?? 0);
  for (const text of scripts) expect(text).toMatch(/^(\$R|requestAnimationFrame)/);
});
