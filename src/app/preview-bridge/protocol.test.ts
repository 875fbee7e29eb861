import { describe, expect, it } from 'vitest';
import { isPreviewMessage, previewSource, studioSource } from './protocol';

const report = { call: 'GET /api/get-data', path: 'layout.3', message: 'dropped: id: expected number or string, got nothing' };

describe('isPreviewMessage', () => {
  describe('for dropped-parts', () => {
    it('accepts a list of reports, an empty one too', () => {
      expect(isPreviewMessage({ source: previewSource, type: 'dropped-parts', reports: [report] })).toBe(true);
      expect(isPreviewMessage({ source: previewSource, type: 'dropped-parts', reports: [] })).toBe(true);
    });

    it.each([
      ['no list', { source: previewSource, type: 'dropped-parts' }],
      ['a list that is an object', { source: previewSource, type: 'dropped-parts', reports: { 0: report } }],
      ['a report without its path', { source: previewSource, type: 'dropped-parts', reports: [{ call: report.call, message: report.message }] }],
      ['a report whose message is not text', { source: previewSource, type: 'dropped-parts', reports: [{ ...report, message: 3 }] }],
      ['a report that is not an object', { source: previewSource, type: 'dropped-parts', reports: ['layout.3'] }],
      ['the studio tag', { source: studioSource, type: 'dropped-parts', reports: [report] }],
    ])('refuses %s', (_, message) => {
      expect(isPreviewMessage(message)).toBe(false);
    });
  });
});
