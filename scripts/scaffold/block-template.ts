import type { ScaffoldNames } from './names';

/** A file the scaffolder creates, relative to the project root. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/**
 * The files of a new block, in the shape of the hand-written ones (blocks/search_block, blocks/static_banner): a
 * small but complete example (a title, a line of text, a link and two colours) that passes the block contract test
 * as generated, so the developer starts from green and changes one thing at a time.
 */
export function blockFiles(names: ScaffoldNames): GeneratedFile[] {
  const dir = `blocks/${names.code}`;
  return [
    { path: `${dir}/${names.code}.block.ts`, content: definition(names) },
    { path: `${dir}/${names.pascal}.tsx`, content: view(names) },
    { path: `${dir}/${names.kebab}.css`, content: styles(names) },
    { path: `${dir}/${names.code}.fixture.ts`, content: fixture(names) },
    { path: `${dir}/${names.code}.test.tsx`, content: test(names) },
  ];
}

/** The registry entry: where the definition is imported from and the value the registry array lists. */
export function blockRegistryEntry(names: ScaffoldNames) {
  return { identifier: `${names.camel}Block`, from: `./${names.code}/${names.code}.block` };
}

/** The block's section in blocks/README.md ("The blocks"), matching the generated schemas. */
export function blockReadmeSection(names: ScaffoldNames): string {
  return `### ${names.code}
| field | type | default | what it does |
|---|---|---|---|
| data.title | string 1–120 | required | Heading; also names the section |
| data.text | string ≤ 300 | '' | A line under the heading |
| data.link_label / link | string 1–40 / link | "Find out more" / none | The link under the text (none: no link) |
| settings.background_color / text_color | colour | none | Section colours |
`;
}

function definition({ code, camel, pascal, label }: ScaffoldNames): string {
  return `import * as z from 'zod/mini';
import { defineBlock } from '@/layout/define-block';
import { colorSchema, linkSchema } from '@/layout/block-field-schemas';

export const ${camel}DataSchema = z.object({
  /** The section's heading, which also names it for screen readers, so it may not be empty. */
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  text: z._default(z.string().check(z.maxLength(300)), ''),
  /** Say where the link goes ("See the lunch menu"), so it makes sense read on its own. */
  link_label: z._default(z.string().check(z.minLength(1), z.maxLength(40)), 'Find out more'),
  link: z._default(linkSchema, { type: 'none' }),
});

export const ${camel}SettingsSchema = z.object({
  background_color: z.optional(colorSchema),
  /** Pair with a dark background_color so the text stays readable. */
  text_color: z.optional(colorSchema),
});

export type ${pascal}Data = z.output<typeof ${camel}DataSchema>;
export type ${pascal}Settings = z.output<typeof ${camel}SettingsSchema>;

/** A heading, a line of text and a link, in the merchant's colours. */
export const ${camel}Block = defineBlock({
  code: '${code}',
  label: '${label}',
  dataSchema: ${camel}DataSchema,
  settingsSchema: ${camel}SettingsSchema,
  // Fixtures are for merchants, tests and the simulator: never in the shopper's first download.
  loadDefaults: () => import('./${code}.fixture').then((module) => module.${camel}Fixture),
  // Heading, one line of text and the link with the section's padding; measure the finished view in Chromium
  // (phone and desktop) and put its real height here, so nothing shifts when the code arrives.
  reservedHeight: { mobile: '168px', desktop: '148px' },
  load: () => import('./${pascal}'),
});
`;
}

function view({ code, kebab, pascal }: ScaffoldNames): string {
  return `import { useId } from 'react';
import { Link } from 'wouter';
import type { BlockProps } from '@/layout/define-block';
import { isExternalLink, linkHref } from '@/layout/block-field-schemas';
import type { ${pascal}Data, ${pascal}Settings } from './${code}.block';
import './${kebab}.css';

/** A section named by its heading, with a line of text and a link into the store or out of it. */
export default function ${pascal}({ id, data, settings }: BlockProps<${pascal}Data, ${pascal}Settings>) {
  const headingId = useId();
  const href = linkHref(data.link);
  return (
    <section
      className="media-block ${kebab}"
      data-block="${code}"
      data-block-id={id}
      aria-labelledby={headingId}
      style={{ backgroundColor: settings.background_color, color: settings.text_color }}
    >
      <h2 id={headingId} className="media-block__title">
        {data.title}
      </h2>
      {data.text !== '' && <p className="${kebab}__text">{data.text}</p>}
      {href !== null &&
        (isExternalLink(data.link) ? (
          <a className="${kebab}__link" href={href} target="_blank" rel="noopener noreferrer">
            {data.link_label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <Link className="${kebab}__link" href={href}>
            {data.link_label}
          </Link>
        ))}
    </section>
  );
}
`;
}

function styles({ code, kebab }: ScaffoldNames): string {
  return `/* The ${code} block's styles, downloaded with its view only when a layout uses it. */
.${kebab} { padding: 16px; border-radius: var(--radius); }
.${kebab}__text { margin: 0 0 12px; max-width: 60ch; }
.${kebab}__link {
  display: inline-flex; align-items: center; min-height: 44px;
  color: inherit; font-weight: 600; text-decoration: underline; text-underline-offset: 3px;
}
.${kebab}__link:focus-visible { outline: 3px solid currentColor; outline-offset: 2px; }
`;
}

function fixture({ code, camel }: ScaffoldNames): string {
  return `import type * as z from 'zod/mini';
import type { ${camel}DataSchema, ${camel}SettingsSchema } from './${code}.block';

/** A weekday lunch offer leading to a seeded category, on a warm background. */
export const ${camel}Fixture = {
  data: {
    title: 'Lunch deals, weekdays 11 to 3',
    text: 'Any main with a side and a drink for $12, at every branch.',
    link_label: 'See the lunch menu',
    link: { type: 'category', slug: 'full-menu' },
  },
  settings: {
    background_color: '#fff4e5',
    text_color: '#3d2a00',
  },
} satisfies { data: z.input<typeof ${camel}DataSchema>; settings: z.input<typeof ${camel}SettingsSchema> };
`;
}

function test({ code, camel, pascal }: ScaffoldNames): string {
  return `// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import ${pascal} from './${pascal}';
import { ${camel}Block, ${camel}DataSchema, ${camel}SettingsSchema } from './${code}.block';
import { ${camel}Fixture } from './${code}.fixture';

type Input = { data?: unknown; settings?: unknown };

function renderBlock({ data = ${camel}Fixture.data, settings = ${camel}Fixture.settings }: Input = {}) {
  const location = memoryLocation({ path: '/', record: true });
  const view = render(
    <Router hook={location.hook}>
      <main>
        <${pascal} id="7" index={0} mode="live" data={${camel}DataSchema.parse(data)} settings={${camel}SettingsSchema.parse(settings)} />
      </main>
    </Router>,
  );
  return { ...view, location };
}

describe('the ${code} block', () => {
  describe('its schemas', () => {
    it('accept the fixture, which is also the default', async () => {
      expect(${camel}Block.parse(${camel}Fixture.data, ${camel}Fixture.settings).success).toBe(true);
      await expect(${camel}Block.loadDefaults()).resolves.toBe(${camel}Fixture);
    });

    it('need only a title; everything else has a default', () => {
      expect(${camel}Block.parse({ title: 'Open late' }, null)).toMatchObject({
        success: true,
        data: { title: 'Open late', text: '', link_label: 'Find out more', link: { type: 'none' } },
        settings: {},
      });
    });

    it.each([
      ['no title', {}, {}, 'data.title'],
      ['an empty title, which would leave the section nameless', { title: '' }, {}, 'data.title'],
      ['a javascript: link', { title: 'Sale', link: { type: 'url', url: 'javascript:alert(1)' } }, {}, 'data.link.url'],
      ['a background that is not a colour', { title: 'Sale' }, { background_color: 'red;position:fixed' }, 'settings.background_color'],
    ])('refuse %s, naming the field', (_, data, settings, path) => {
      const parsed = ${camel}Block.parse(data, settings);
      expect(parsed.success ? [] : parsed.issues.map((issue) => issue.path)).toEqual([path]);
    });
  });

  describe('its view', () => {
    it('marks its root with its code and item id', () => {
      const { container } = renderBlock();
      expect(container.querySelector('[data-block="${code}"][data-block-id="7"]')).not.toBeNull();
    });

    it('is a section named by its heading, with its text', () => {
      renderBlock();
      expect(screen.getByRole('region', { name: 'Lunch deals, weekdays 11 to 3' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'Lunch deals, weekdays 11 to 3' })).toBeTruthy();
      expect(screen.getByText('Any main with a side and a drink for $12, at every branch.')).toBeTruthy();
    });

    it('leads into the store without reloading the page', async () => {
      const user = userEvent.setup();
      const { location } = renderBlock();
      const link = screen.getByRole('link', { name: 'See the lunch menu' });
      expect(link.getAttribute('href')).toBe('/category/full-menu');
      await user.click(link);
      expect(location.history.at(-1)).toBe('/category/full-menu');
    });

    it('opens another site in a new tab, and says so', () => {
      renderBlock({ data: { title: 'Find us', link_label: 'Directions', link: { type: 'url', url: 'https://maps.example.com/juniper' } } });
      const link = screen.getByRole('link', { name: /^Directions/ });
      expect(link.textContent).toBe('Directions (opens in a new tab)');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('shows no link and no empty paragraph when there are none', () => {
      const { container } = renderBlock({ data: { title: 'Welcome' } });
      expect(screen.queryByRole('link')).toBeNull();
      expect(container.querySelector('p')).toBeNull();
    });

    it('paints the merchant colours', () => {
      const { container } = renderBlock({ settings: { background_color: '#102030', text_color: '#ffffff' } });
      const root = container.querySelector<HTMLElement>('[data-block="${code}"]');
      expect(root?.style.backgroundColor).toBe('rgb(16, 32, 48)');
      expect(root?.style.color).toBe('rgb(255, 255, 255)');
    });

    it('has no accessibility violations axe can see without layout', async () => {
      const { container } = renderBlock();
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
});
`;
}
