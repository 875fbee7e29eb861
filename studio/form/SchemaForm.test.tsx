// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bannerSliderDataSchema } from '../../blocks/banner_slider/banner_slider.block';
import { bannerSliderFixture } from '../../blocks/banner_slider/banner_slider.fixture';
import { topNavDataSchema, topNavSettingsSchema } from '../../blocks/top_nav/top_nav.block';
import { topNavFixture } from '../../blocks/top_nav/top_nav.fixture';
import { categoriesGridDataSchema } from '../../blocks/categories_grid/categories_grid.block';
import { customHtmlBlockDataSchema } from '../../blocks/custom_html_block/custom_html_block.block';
import { linkSchema } from '@/layout/block-field-schemas';
import { JsonEditor } from './JsonEditor';
import { fieldId } from './json-schema';
import { SchemaForm } from './SchemaForm';
import { axeViolations, renderForm } from './test-harness';

/** The studio's pairing: the form and the JSON view on one value. */
function FormWithJson({ schema, initial }: { schema: z.ZodMiniType; initial: unknown }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <>
      <SchemaForm schema={schema} value={value} onChange={setValue} idPrefix="f" label="Data" />
      <JsonEditor value={value} onChange={setValue} label="JSON" id="json" />
    </>
  );
}

const slide = (heading: string) => ({ image: { src: `/img/${heading}.svg`, alt: heading, width: 10, height: 10 }, heading, text: '', button_label: '', link: { type: 'none' } });
const headings = (value: unknown) => (value as { slides: { heading: string }[] }).slides.map((entry) => entry.heading);

describe('SchemaForm', () => {
  describe('labels', () => {
    it('names fields from their property names and the schema description', () => {
      const schema = z.object({ interval_seconds: z.number(), measurementId: z.string().check(z.describe('From the GA admin.')) });
      renderForm(schema, { interval_seconds: 3, measurementId: 'G-1' });
      expect(screen.getByLabelText('Interval seconds')).toHaveProperty('value', '3');
      const id = screen.getByLabelText('Measurement id');
      expect(id.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(id.getAttribute('aria-describedby') ?? '')?.textContent).toContain('From the GA admin.');
      expect(screen.getByRole('group', { name: 'Test data' })).toBeTruthy();
    });

    it('uses a monospace textarea for html', () => {
      renderForm(customHtmlBlockDataSchema, { title: '', html: '<p>Hi</p>' });
      const html = screen.getByLabelText('Html');
      expect(html.tagName).toBe('TEXTAREA');
      expect(screen.getByLabelText('Title').tagName).toBe('INPUT');
    });
  });

  describe('arrays', () => {
    const data = { title: 'Deals', slides: [slide('one'), slide('two'), slide('three')] };

    it('adds an item of the item schema, focused', async () => {
      const user = userEvent.setup();
      const { last } = renderForm(bannerSliderDataSchema, data);
      await user.click(screen.getByRole('button', { name: 'Add slide' }));
      const added = (last() as typeof data).slides[3];
      expect(added).toEqual({ image: { src: '', alt: '', width: 1200, height: 600 }, heading: '', text: '', button_label: '', link: { type: 'none' } });
      expect(document.activeElement).toBe(screen.getAllByLabelText('Src')[3]);
    });

    it('stops adding at maxItems', async () => {
      const user = userEvent.setup();
      const { last } = renderForm(bannerSliderDataSchema, { slides: Array.from({ length: 11 }, (_, index) => slide(String(index))) });
      expect(screen.getByText('1 to 12 items.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Add slide' }));
      expect(headings(last())).toHaveLength(12);
      expect(screen.getByRole('button', { name: 'Add slide' })).toHaveProperty('disabled', true);
    });

    it('removes and reorders items, keyboard only, with focus following', async () => {
      const user = userEvent.setup();
      const { last } = renderForm(bannerSliderDataSchema, data);
      screen.getByRole('button', { name: 'Move down Slide 1' }).focus();
      await user.keyboard('{Enter}');
      expect(headings(last())).toEqual(['two', 'one', 'three']);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down Slide 2' }));
      await user.keyboard('{Enter}');
      expect(headings(last())).toEqual(['two', 'three', 'one']);
      // At the bottom, focus moves to the item's Move up.
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up Slide 3' }));
      expect(screen.getByRole('button', { name: 'Move down Slide 3' })).toHaveProperty('disabled', true);
      await user.click(screen.getByRole('button', { name: 'Move up Slide 2' }));
      expect(headings(last())).toEqual(['three', 'two', 'one']);
      await user.click(screen.getByRole('button', { name: 'Remove Slide 2' }));
      expect(headings(last())).toEqual(['three', 'one']);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Slide 2' }));
      expect(screen.getAllByLabelText('Heading').map((input) => (input as HTMLInputElement).value)).toEqual(['three', 'one']);
    });

    it('keeps at least minItems', async () => {
      const user = userEvent.setup();
      const { sent } = renderForm(bannerSliderDataSchema, { slides: [slide('only')] });
      const remove = screen.getByRole('button', { name: 'Remove Slide 1' });
      expect(remove).toHaveProperty('disabled', true);
      await user.click(remove);
      expect(sent).toEqual([]);
    });

    it('edits lists of primitives', async () => {
      const user = userEvent.setup();
      const { last } = renderForm(categoriesGridDataSchema, { source: { type: 'picked', slugs: ['pizzas', 'drinks'] } });
      await user.click(screen.getByRole('button', { name: 'Add slug' }));
      await user.type(screen.getByLabelText('Slug 3'), 'bowls');
      expect(last()).toEqual({ source: { type: 'picked', slugs: ['pizzas', 'drinks', 'bowls'] } });
      await user.click(screen.getByRole('button', { name: 'Move up Slug 3' }));
      expect(last()).toEqual({ source: { type: 'picked', slugs: ['pizzas', 'bowls', 'drinks'] } });
    });
  });

  describe('unions', () => {
    it('switches a link type, keeping the fields variants share and keys no variant knows', async () => {
      const user = userEvent.setup();
      const schema = z.object({ link: linkSchema });
      const { last } = renderForm(schema, { link: { type: 'category', slug: 'pizzas', note: 'mine' } });
      const type = screen.getByLabelText('Type');
      expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['none', 'category', 'product', 'page', 'url']);
      await user.selectOptions(type, 'product');
      expect(last()).toEqual({ link: { type: 'product', slug: 'pizzas', note: 'mine' } });
      await user.selectOptions(type, 'url');
      expect(last()).toEqual({ link: { type: 'url', url: '', note: 'mine' } });
      await user.type(screen.getByLabelText('Url'), '/page/about');
      expect(schema.safeParse(last()).success).toBe(true);
      await user.selectOptions(type, 'none');
      expect(last()).toEqual({ link: { type: 'none', note: 'mine' } });
      expect(screen.queryByLabelText('Url')).toBeNull();
    });

    it('edits a value that may be a slug or an id, keeping its kind', async () => {
      const user = userEvent.setup();
      const { last } = renderForm(z.object({ ref: z.union([z.string(), z.int()]) }), { ref: 7 });
      const input = screen.getByLabelText('Ref');
      await user.type(input, '2');
      expect(last()).toEqual({ ref: 72 });
      await user.clear(input);
      await user.type(input, 'pizzas');
      expect(last()).toEqual({ ref: 'pizzas' });
    });
  });

  describe('nullable fields', () => {
    it('switch to None and back to what was there', async () => {
      const user = userEvent.setup();
      const { last } = renderForm(topNavSettingsSchema, { ...topNavFixture.settings, background_color: '#102030' });
      const none = screen.getByRole('checkbox', { name: 'Background color None' });
      expect(none).toHaveProperty('checked', false);
      expect(screen.getAllByDisplayValue('#102030')).toHaveLength(2); // the text and the colour picker
      await user.click(none);
      expect(last()).toMatchObject({ background_color: null });
      expect(screen.queryByDisplayValue('#102030')).toBeNull();
      await user.click(screen.getByRole('checkbox', { name: 'Background color None' }));
      expect(last()).toMatchObject({ background_color: '#102030' });
    });

    it('start a nulled object from its blank shape', async () => {
      const user = userEvent.setup();
      const { last } = renderForm(topNavDataSchema, topNavFixture.data);
      await user.click(screen.getByRole('checkbox', { name: 'Logo None' }));
      expect((last() as { logo: unknown }).logo).toEqual({ src: '', alt: '', width: 1200, height: 600 });
      await user.type(screen.getAllByLabelText('Src')[0] as HTMLElement, '/logo.svg');
      expect((last() as { logo: { src: string } }).logo.src).toBe('/logo.svg');
    });
  });

  describe('colours', () => {
    it('pair the text with a colour picker', async () => {
      const { last } = renderForm(topNavSettingsSchema, { ...topNavFixture.settings, text_color: '#abc' });
      const picker = screen.getByLabelText('Text color colour picker') as HTMLInputElement;
      expect(picker.type).toBe('color');
      expect(picker.value).toBe('#aabbcc');
      const { fireEvent } = await import('@testing-library/react');
      fireEvent.input(picker, { target: { value: '#112233' } });
      expect(last()).toMatchObject({ text_color: '#112233' });
    });
  });

  describe('numbers', () => {
    const schema = z.object({ interval_seconds: z._default(z.number().check(z.gte(2), z.lte(20)), 5), count: z.int() });

    it('keep the text while it is not a number yet, and send each valid number', async () => {
      const user = userEvent.setup();
      const { sent, last } = renderForm(schema, { interval_seconds: 5, count: 3 });
      const input = screen.getByLabelText('Interval seconds') as HTMLInputElement;
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toContain('From 2 to 20');
      await user.clear(input);
      expect(input.value).toBe('');
      expect(sent).toEqual([]); // empty is not a number: nothing sent
      await user.type(input, '-');
      expect(input.value).toBe('-');
      expect(sent).toEqual([]);
      await user.clear(input);
      await user.type(input, '7.');
      expect(input.value).toBe('7.');
      expect(last()).toEqual({ interval_seconds: 7, count: 3 });
      await user.type(input, '5');
      expect(input.value).toBe('7.5');
      expect(last()).toEqual({ interval_seconds: 7.5, count: 3 });
    });

    it('send only whole numbers to an integer field, and step with the arrow keys', async () => {
      const user = userEvent.setup();
      const { last, sent } = renderForm(schema, { interval_seconds: 5, count: 3 });
      const count = screen.getByLabelText('Count') as HTMLInputElement;
      await user.type(count, '.5');
      expect(count.value).toBe('3.5');
      expect(sent.some((value) => (value as { count: number }).count === 3.5)).toBe(false);
      expect(document.getElementById(count.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Not a valid number yet');
      await user.type(count, '{Backspace}{Backspace}{ArrowUp}');
      expect(last()).toEqual({ interval_seconds: 5, count: 4 });
      const interval = screen.getByLabelText('Interval seconds');
      await user.click(interval);
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(last()).toEqual({ interval_seconds: 2, count: 4 }); // clamped at the minimum
    });

    it('follow a value changed from outside, dropping half-typed text', async () => {
      const user = userEvent.setup();
      render(<FormWithJson schema={schema} initial={{ interval_seconds: 5, count: 3 }} />);
      const count = screen.getByLabelText('Count') as HTMLInputElement;
      await user.type(count, '.');
      expect(count.value).toBe('3.');
      const json = screen.getByLabelText('JSON');
      await user.clear(json);
      await user.type(json, '{{"interval_seconds": 5, "count": 9}');
      expect(count.value).toBe('9');
    });
  });

  describe('optional fields', () => {
    it('show defaults for missing keys, and write the key when edited', async () => {
      const user = userEvent.setup();
      const { last } = renderForm(bannerSliderDataSchema, { slides: [slide('a')] });
      const title = screen.getByLabelText('Title') as HTMLInputElement;
      expect(title.value).toBe('');
      await user.type(title, 'Hi');
      expect(last()).toEqual({ slides: [slide('a')], title: 'Hi' });
    });

    it('add and remove an optional object; empty optional text removes its key', async () => {
      const user = userEvent.setup();
      const { last } = renderForm(bannerSliderDataSchema, { slides: [slide('a')] });
      await user.click(screen.getByRole('button', { name: 'Add mobile image' }));
      expect((last() as { slides: Record<string, unknown>[] }).slides[0]?.mobile_image).toEqual({ src: '', alt: '', width: 1200, height: 600 });
      await user.click(screen.getByRole('button', { name: 'Remove mobile image' }));
      expect((last() as { slides: Record<string, unknown>[] }).slides[0]).not.toHaveProperty('mobile_image');

      const settings = z.object({ text_color: z.optional(z.string()) });
      const second = renderForm(settings, { text_color: 'x' });
      await user.clear(within(second.container).getByLabelText('Text color'));
      expect(second.last()).toEqual({});
    });
  });

  it('keeps keys the schema does not know when a field is edited', async () => {
    const user = userEvent.setup();
    const { last } = renderForm(bannerSliderDataSchema, { title: '', legacy_id: 42, slides: [{ ...slide('a'), extra: { x: 1 } }] });
    expect(screen.getByText(/not in the schema\): legacy_id/)).toBeTruthy();
    await user.type(screen.getByLabelText('Heading'), '!');
    expect(last()).toEqual({ title: '', legacy_id: 42, slides: [{ ...slide('a'), heading: 'a!', extra: { x: 1 } }] });
  });

  describe('issues', () => {
    const issues = [
      { path: 'slides.0.image.alt', message: 'Describe the picture' },
      { path: 'slides', message: 'Too many slides' },
      { path: 'slides.0.unknown_key', message: 'Odd key' },
      { path: '', message: 'Whole thing is wrong' },
    ];

    it('show beside the matching field with aria-invalid and aria-describedby, and a count in a status', async () => {
      const { container } = renderForm(bannerSliderDataSchema, bannerSliderFixture.data, { issues, label: 'Banner slider data' });
      const alt = screen.getAllByLabelText('Alt')[0] as HTMLElement;
      expect(alt.getAttribute('aria-invalid')).toBe('true');
      const describedBy = alt.getAttribute('aria-describedby') ?? '';
      expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ')).toContain('Describe the picture');
      expect(screen.getAllByLabelText('Alt')[1]?.getAttribute('aria-invalid')).toBeNull();
      // The studio's report finds a field by `fieldId(idPrefix, path)`: the control, or the group holding it.
      expect(document.getElementById(fieldId('t', 'slides.0.image.alt'))).toBe(alt);
      expect(document.getElementById(fieldId('t', 'slides'))?.tagName).toBe('FIELDSET');
      // The list's own issue on its fieldset; an unknown key's issue on its object; the root's at the top.
      const slides = container.querySelector('fieldset[data-sf-path="slides"]') as HTMLElement;
      expect(slides.getAttribute('aria-describedby')).toBeTruthy();
      expect(within(slides).getAllByText('Too many slides')).toHaveLength(1);
      expect(within(container.querySelector('fieldset[data-sf-path="slides.0"]') as HTMLElement).getByText('Odd key')).toBeTruthy();
      expect(screen.getByText('Whole thing is wrong')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('4 problems to fix in Banner slider data');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('mark a union tag', () => {
      renderForm(z.object({ link: linkSchema }), { link: { type: 'mail' } }, { issues: [{ path: 'link.type', message: 'Pick a link type' }] });
      const type = screen.getByLabelText('Type');
      expect(type.id).toBe(fieldId('t', 'link.type'));
      expect(type.getAttribute('aria-invalid')).toBe('true');
      expect((type as HTMLSelectElement).value).toBe('unknown');
      expect(screen.getByRole('option', { name: 'mail (not allowed)' })).toBeTruthy();
    });
  });

  describe('the raw-JSON fallback', () => {
    it('edits what the form cannot render as JSON, in place', async () => {
      const user = userEvent.setup();
      const schema = z.object({ name: z.string(), extra: z.record(z.string(), z.number()) });
      const { container, last } = renderForm(schema, { name: 'a', extra: { x: 1 } });
      expect(container.querySelectorAll('[data-sf-kind="raw"]')).toHaveLength(1);
      const json = screen.getByLabelText('Extra (JSON)');
      await user.clear(json);
      await user.type(json, '{{"y": 2}');
      expect(last()).toEqual({ name: 'a', extra: { y: 2 } });
      expect(await axeViolations(container)).toEqual([]);
    });

    it('shows a value of the wrong shape as JSON rather than dropping it', () => {
      const { container } = renderForm(bannerSliderDataSchema, { title: '', slides: 'oops' });
      expect(container.querySelector('[data-sf-path="slides"]')?.getAttribute('data-sf-kind')).toBe('raw');
      expect((screen.getByLabelText('Slides (JSON)') as HTMLTextAreaElement).value).toBe('"oops"');
    });
  });

  it('works from the keyboard alone: tab to a field, type, tab on', async () => {
    const user = userEvent.setup();
    const { last } = renderForm(z.object({ a: z.string(), b: z.boolean(), c: z.enum(['x', 'y']) }), { a: '', b: false, c: 'x' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('A'));
    await user.keyboard('hi');
    await user.tab();
    await user.keyboard(' ');
    expect(last()).toEqual({ a: 'hi', b: true, c: 'x' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('C'));
    await act(async () => {
      await user.selectOptions(screen.getByLabelText('C'), 'y');
    });
    expect(last()).toEqual({ a: 'hi', b: true, c: 'y' });
  });
});
