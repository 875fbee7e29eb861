// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { preloadSanitizer } from '@/shared/ui/SafeHtml';
import CustomHtmlBlock from './CustomHtmlBlock';
import { customHtmlBlockBlock, customHtmlBlockDataSchema, customHtmlBlockSettingsSchema } from './custom_html_block.block';
import { customHtmlBlockFixture } from './custom_html_block.fixture';

type Input = { data?: unknown; settings?: unknown };

/** Renders the block and waits for the lazily loaded sanitiser to put the HTML in. */
async function renderHtml({ data = customHtmlBlockFixture.data, settings = customHtmlBlockFixture.settings }: Input = {}) {
  // The sanitiser's code first: until it is here the block shows the HTML's text alone.
  await preloadSanitizer();
  const location = memoryLocation({ path: '/', record: true });
  const view = render(
    <Router hook={location.hook}>
      <main>
        <CustomHtmlBlock id="9" index={3} mode="live" data={customHtmlBlockDataSchema.parse(data)} settings={customHtmlBlockSettingsSchema.parse(settings)} />
      </main>
    </Router>,
  );
  const content = () => view.container.querySelector('.html-block__content');
  await waitFor(() => expect(content()).not.toBeNull());
  return { ...view, location, content: content() as HTMLElement };
}

type Flagged = Window & { __xss?: unknown };

/** Anything in the rendered markup that could run script. */
function dangerousBits(root: Element): string[] {
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'form', 'style', 'base', 'meta'].includes(tag)) found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name.toLowerCase().startsWith('on')) found.push(`${tag}[${attribute.name}]`);
      // Browsers ignore tabs, newlines and control characters inside a URL scheme.
      const compact = Array.from(attribute.value)
        .filter((character) => character.trim() !== '' && character.charCodeAt(0) > 0x1f)
        .join('');
      if (/^(javascript|vbscript|data):/i.test(compact) && attribute.name !== 'alt') found.push(`${tag}[${attribute.name}=${attribute.value}]`);
      if (attribute.name === 'style') found.push(`${tag}[style]`);
    }
  }
  return found;
}

afterEach(() => {
  delete (window as Flagged).__xss;
});

describe('the custom_html_block block', () => {
  describe('its schemas', () => {
    it('accept the fixture, which is also the default', async () => {
      expect(customHtmlBlockBlock.parse(customHtmlBlockFixture.data, customHtmlBlockFixture.settings).success).toBe(true);
      await expect(customHtmlBlockBlock.loadDefaults()).resolves.toBe(customHtmlBlockFixture);
    });

    it('need only the HTML', () => {
      expect(customHtmlBlockBlock.parse({ html: '<p>Hi</p>' }, null)).toMatchObject({
        success: true,
        data: { title: '', html: '<p>Hi</p>' },
        settings: { max_width: 'full', padding: 'medium' },
      });
    });

    it.each([
      ['no HTML', {}, {}],
      ['HTML that is not text', { html: 42 }, {}],
      ['a background that is not a colour', { html: '' }, { background_color: 'url(javascript:alert(1))' }],
      ['an unknown width', { html: '' }, { max_width: '100vw' }],
    ])('refuse %s', (_, data, settings) => {
      expect(customHtmlBlockBlock.parse(data, settings).success).toBe(false);
    });
  });

  describe('its view', () => {
    it('marks its root with its code and item id and names the section by its title', async () => {
      const { container } = await renderHtml();
      expect(container.querySelector('[data-block="custom_html_block"][data-block-id="9"]')).not.toBeNull();
      expect(screen.getByRole('region', { name: 'Opening hours' })).toBeTruthy();
      expect(screen.getByRole('rowheader', { name: 'Saturday and Sunday' })).toBeTruthy();
    });

    it('keeps ordinary links working: store links through the router, other sites in a new tab', async () => {
      const user = userEvent.setup();
      const { location } = await renderHtml();
      const terms = screen.getByRole('link', { name: 'terms' });
      expect(terms.getAttribute('href')).toBe('/page/terms');
      await user.click(terms);
      expect(location.history.at(-1)).toBe('/page/terms');
      const advice = screen.getByRole('link', { name: 'the food standards advice' });
      expect(advice.getAttribute('href')).toBe('https://www.food.gov.uk/safety-hygiene/food-allergy-and-intolerance');
      expect(advice.getAttribute('target')).toBe('_blank');
      expect(advice.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('sends a store path through the router as the browser reads it', async () => {
      const user = userEvent.setup();
      const { location } = await renderHtml({ data: { html: '<p><a href=" /page/./allergens ">guide</a></p>' } });
      const link = await screen.findByRole('link', { name: 'guide' });
      expect(link.getAttribute('href')).toBe('/page/allergens');
      await user.click(link);
      expect(location.history.at(-1)).toBe('/page/allergens');
    });

    it.each(['/\\evil.example/x', '//evil.example/x', '/%5Cevil.example/x', '/..//evil.example/x', '/\t/evil.example/x'])(
      'keeps a path that browsers read as another site (%j) from being a link at all',
      async (href) => {
        const user = userEvent.setup();
        const { location, content } = await renderHtml({ data: { html: `<p><a href="${href}">Offers</a></p>` } });
        await screen.findByText('Offers');
        expect(content.querySelector('a')?.hasAttribute('href')).toBe(false);
        expect(screen.queryByRole('link', { name: 'Offers' })).toBeNull();
        await user.click(screen.getByText('Offers'));
        expect(location.history).toEqual(['/']);
      },
    );

    it('leaves mail, phone and in-page links as they are', async () => {
      await renderHtml({ data: { html: '<p><a href="mailto:hi@example.com">Mail</a> <a href="tel:+441234">Call</a> <a href="#hours">Hours</a></p>' } });
      expect((await screen.findByRole('link', { name: 'Mail' })).getAttribute('href')).toBe('mailto:hi@example.com');
      expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+441234');
      expect(screen.getByRole('link', { name: 'Hours' }).getAttribute('href')).toBe('#hours');
    });

    it.each([
      ['a script tag', '<script>window.__xss = 1</script>'],
      ['an image error handler', '<img src="x" onerror="window.__xss = 1" alt="">'],
      ['a javascript: link', '<a href="javascript:window.__xss=1">Win a prize</a>'],
      ['an entity-encoded javascript: link', '<a href="jav&#x09;ascript&colon;window.__xss=1">Prize</a>'],
      ['an SVG script link', '<svg><a xlink:href="javascript:window.__xss=1"><text>svg</text></a><script>window.__xss=1</script></svg>'],
      ['a frame', '<iframe src="javascript:window.__xss=1"></iframe>'],
      ['a form posting elsewhere', '<form action="https://evil.example"><input name="card"><button formaction="javascript:alert(1)">Pay</button></form>'],
      ['inline styles and handlers', '<div style="background:url(javascript:alert(1))" onmouseover="window.__xss=1">Hover</div>'],
      ['a mutation-XSS nesting', '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1"></style></mglyph></table></mtext></math>'],
      ['a details toggle handler', '<details open ontoggle="window.__xss=1"><summary>More</summary></details>'],
      ['a base tag hijacking links', '<base href="https://evil.example/"><a href="/page/a">a</a>'],
    ])('renders %s harmlessly', async (_, payload) => {
      const { content } = await renderHtml({ data: { html: `${payload}<p>The end</p>` } });
      await screen.findByText('The end');
      expect(dangerousBits(content)).toEqual([]);
      expect((window as Flagged).__xss).toBeUndefined();
    });

    it('keeps a plain link from among dangerous markup', async () => {
      const { content } = await renderHtml({ data: { html: '<p onclick="alert(1)">Visit <a href="/category/pizza" onclick="alert(1)">pizza</a></p>' } });
      const link = await screen.findByRole('link', { name: 'pizza' });
      expect(link.getAttribute('href')).toBe('/category/pizza');
      expect(dangerousBits(content)).toEqual([]);
    });

    it('sizes and colours its box from the settings', async () => {
      const { container } = await renderHtml({ settings: { max_width: 'small', padding: 'large', background_color: '#fafafa', text_color: '#111111' } });
      const root = container.querySelector<HTMLElement>('[data-block="custom_html_block"]');
      expect(root?.className).toContain('html-block--width-small');
      expect(root?.className).toContain('html-block--padding-large');
      expect(root?.style.backgroundColor).toBe('rgb(250, 250, 250)');
      expect(root?.style.color).toBe('rgb(17, 17, 17)');
    });

    it('has no accessibility violations axe can see without layout', async () => {
      const { container } = await renderHtml();
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
});
