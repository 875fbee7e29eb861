import { describe, expect, it } from 'vitest';
import { AVATAR_PICK_MAX_BYTES, avatarAccept, avatarFileMessage, avatarFileName, avatarFileProblem, avatarTexts, formatMegabytes, uploadPercent } from './avatar-upload.lib';

const MB = 1024 * 1024;

describe('avatarFileProblem', () => {
  it.each([
    ['image/jpeg', 2 * MB, null],
    ['image/png', AVATAR_PICK_MAX_BYTES, null],
    ['image/webp', 1, null],
    ['image/gif', 1000, 'wrong-type'],
    ['image/heic', 1000, 'wrong-type'],
    ['image/svg+xml', 1000, 'wrong-type'],
    ['text/plain', 1000, 'wrong-type'],
    ['', 1000, 'wrong-type'],
    ['image/jpeg', AVATAR_PICK_MAX_BYTES + 1, 'too-large'],
    ['image/gif', AVATAR_PICK_MAX_BYTES + 1, 'wrong-type'],
    ['image/png', 0, 'empty'],
  ])('finds a %j file of %i bytes: %j', (type, size, problem) => {
    expect(avatarFileProblem({ type, size })).toBe(problem);
  });

  it('says each problem with the file’s name and the limit', () => {
    expect(avatarFileMessage('wrong-type', { name: 'party.gif', size: 10 })).toBe('“party.gif” is not a JPEG, PNG or WebP picture. Choose one of those.');
    expect(avatarFileMessage('too-large', { name: 'raw.png', size: 12.4 * MB })).toBe('“raw.png” is 12 MB. Choose a picture of 10 MB or less.');
    expect(avatarFileMessage('empty', { name: 'zero.png', size: 0 })).toBe('“zero.png” is empty. Choose another picture.');
  });

  it('says the types and the limit before a file is picked, and offers those types only', () => {
    expect(avatarTexts.hint).toBe('A JPEG, PNG or WebP picture of up to 10 MB. We make it 512 pixels at most before sending it.');
    expect(avatarAccept).toBe('image/jpeg,image/png,image/webp');
  });
});

describe('formatMegabytes', () => {
  it.each([
    [10 * MB, '10 MB'],
    [12.4 * MB, '12 MB'],
    [2.44 * MB, '2.4 MB'],
    [0.35 * MB, '0.4 MB'],
    [1 * MB, '1 MB'],
  ])('writes %i bytes as %j', (bytes, text) => {
    expect(formatMegabytes(bytes)).toBe(text);
  });
});

describe('uploadPercent', () => {
  it.each([
    [null, 0],
    [{ loaded: 0, total: 0 }, 0],
    [{ loaded: 10, total: 0 }, 0],
    [{ loaded: 0, total: 1000 }, 0],
    [{ loaded: 455, total: 1000 }, 45],
    [{ loaded: 999, total: 1000 }, 99],
    [{ loaded: 1000, total: 1000 }, 100],
    [{ loaded: 1200, total: 1000 }, 100],
  ])('reads %o as %i%', (progress, percent) => {
    expect(uploadPercent(progress)).toBe(percent);
  });
});

describe('avatarFileName', () => {
  it('names the part by what it was encoded as', () => {
    expect([avatarFileName('image/webp'), avatarFileName('image/jpeg')]).toEqual(['avatar.webp', 'avatar.jpg']);
  });
});
