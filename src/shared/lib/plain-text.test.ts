// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { DESCRIPTION_LENGTH, descriptionOfHtml, plainTextOfHtml, shortenedText, textBlocksOfHtml } from './plain-text';

describe('plain text of merchant HTML', () => {
  describe('plainTextOfHtml: the text a reader sees', () => {
    it.each([
      ['', ''],
      ['   ', ''],
      ['Just words', 'Just words'],
      ['<p>Stone-baked <strong>every day</strong>.</p><p>Order by 10pm.</p>', 'Stone-baked every day. Order by 10pm.'],
      ['<b>Hel</b>lo', 'Hello'],
      ['Line<br>break', 'Line break'],
      ['<ul><li>Hot</li><li>Fresh</li></ul>', 'Hot Fresh'],
      ['<h2>Hours</h2><p>Open <b>daily</b>\n\n  9–5</p><ul><li>Mon</li><li>Tue</li></ul>', 'Hours Open daily 9–5 Mon Tue'],
      ['<table><tr><th>Day</th><td>Mon</td></tr><tr><td>9–5</td></tr></table>', 'Day Mon 9–5'],
      ['<dl><dt>Size</dt><dd>Large</dd></dl>After', 'Size Large After'],
      ['<script>alert(1)</script>Safe', 'Safe'],
      ['<style>p { color: red }</style>Styled', 'Styled'],
      ['<template><p>Later</p></template><noscript>Enable JS</noscript>Seen', 'Seen'],
      ['<svg><text>Logo</text></svg><math><mi>x</mi></math>Text', 'Text'],
      ['<iframe>Frame</iframe><object>Plugin</object>Text', 'Text'],
      ['<p>Shown</p><title>Document</title>', 'Shown'],
      ['<p>Shown</p><p hidden>Not yet</p><span hidden="">Nor this</span>', 'Shown'],
      ['<img src="x" onerror="alert(1)">Picture', 'Picture'],
      ['Fish &amp; chips&nbsp;&lt;3', 'Fish & chips <3'],
      ['&amp; &lt;tag&gt; &quot;q&quot;', '& <tag> "q"'],
      ['  many \n\n  spaces\t here ', 'many spaces here'],
    ])('%j reads %j', (html, text) => {
      expect(plainTextOfHtml(html)).toBe(text);
    });

    it.each([
      ['<p title="a > b">Quoted</p>', 'Quoted'],
      ["<a href='x>y'>Link</a> text", 'Link text'],
      ['<script>document.write("</p><p>No")</script>Yes', 'Yes'],
      ['<textarea><b>typed</b></textarea>After', 'After'],
      ['<!-- a <b>comment</b> -->Text<!-- unclosed', 'Text'],
      ['<div hidden><p>Deep <b>inside</b></p><br></div>Out', 'Out'],
      ['<p data-hidden="no">Kept</p>', 'Kept'],
      ['&#233;t&#xE9; &eacute; &unknown; &#0; 5 &lt 6', 'été é &unknown; \ufffd 5 &lt 6'],
      ['a < b and <3', 'a < b and <3'],
      ['<P>Upper <BR/>case</P>', 'Upper case'],
    ])('%j reads %j', (html, text) => {
      expect(plainTextOfHtml(html)).toBe(text);
    });

    it('reads without a DOM, as a server does', () => {
      vi.stubGlobal('DOMParser', undefined);
      try {
        expect(plainTextOfHtml('<p>Stone-baked <strong>every day</strong>.</p>')).toBe('Stone-baked every day.');
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('textBlocksOfHtml keeps paragraphs, list items and headings apart', () => {
      expect(textBlocksOfHtml('<h2>Hours</h2><p>Open <b>daily</b>\n 9–5</p><ul><li>Mon</li><li>Tue</li></ul>Tail')).toEqual(['Hours', 'Open daily 9–5', 'Mon', 'Tue', 'Tail']);
      expect(textBlocksOfHtml('One<br>Two')).toEqual(['One', 'Two']);
      expect(textBlocksOfHtml('<img src=x>')).toEqual([]);
    });

    it('reads the HTML apart from the page: none of it joins the page, even for a moment', () => {
      // jsdom runs no handler and loads no image, so what would make them run is checked instead: being in the page.
      const observer = new MutationObserver(() => {});
      observer.observe(document, { childList: true, subtree: true, attributes: true });
      expect(plainTextOfHtml('<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>Text')).toBe('Text');
      const changes = observer.takeRecords();
      observer.disconnect();
      expect(changes).toEqual([]);
    });
  });

  describe('shortenedText', () => {
    it.each([
      ['a short text stays whole', 'Short.', 160, 'Short.'],
      ['a text of exactly the length stays whole', 'x'.repeat(160), 160, 'x'.repeat(160)],
      ['a long text is cut at a word and gets an ellipsis', 'one two three four five', 12, 'one two…'],
      ['trailing punctuation goes before the ellipsis', 'one, two, three, four', 10, 'one, two…'],
      ['a single overlong word is cut where it is', 'x'.repeat(200), 10, `${'x'.repeat(9)}…`],
    ])('%s', (_, text, length, expected) => {
      expect(shortenedText(text, length)).toBe(expected);
    });

    it('keeps a description within 160 characters by default, cut at a word', () => {
      const text = `${'Wood-fired pizzas with slow-proved dough, '.repeat(5)}and more.`;
      const summary = shortenedText(text);
      expect(summary.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
      expect(summary.endsWith('…')).toBe(true);
      expect(text.startsWith(summary.slice(0, -1))).toBe(true);
      expect(summary).not.toMatch(/[\s,]…$/);
    });
  });

  describe('descriptionOfHtml', () => {
    it.each([
      ['<p>Fresh <b>pizzas</b>.</p>', 'Fresh pizzas.'],
      ['<img src="x">', null],
      ['', null],
      [null, null],
      [undefined, null],
    ])('%j describes as %j', (html, description) => {
      expect(descriptionOfHtml(html)).toBe(description);
    });

    it('is the start of a long text, within the description length', () => {
      const description = descriptionOfHtml(`<p>${'word '.repeat(60)}</p>`);
      expect(description?.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
      expect(description?.endsWith('word…')).toBe(true);
    });
  });
});
