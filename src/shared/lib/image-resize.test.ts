import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserImageSurface, encodings, fitWithin, ImageResizeError, isAcceptable, resizeImage, type DecodedImage, type Encoding, type ImageSurface, type Size } from './image-resize';

describe('fitWithin', () => {
  it.each([
    [{ width: 2000, height: 1500 }, 512, { width: 512, height: 384 }],
    [{ width: 1500, height: 2000 }, 512, { width: 384, height: 512 }],
    [{ width: 4032, height: 3024 }, 512, { width: 512, height: 384 }],
    [{ width: 1000, height: 1000 }, 512, { width: 512, height: 512 }],
    [{ width: 513, height: 10 }, 512, { width: 512, height: 10 }],
    [{ width: 5000, height: 3 }, 512, { width: 512, height: 1 }],
    [{ width: 3, height: 5000 }, 512, { width: 1, height: 512 }],
    [{ width: 512, height: 300 }, 512, { width: 512, height: 300 }],
    [{ width: 100, height: 80 }, 512, { width: 100, height: 80 }],
    [{ width: 1, height: 1 }, 512, { width: 1, height: 1 }],
    [{ width: 1025, height: 683 }, 512, { width: 512, height: 341 }],
  ])('fits %o within %i as %o: the longest side at most the limit, proportions kept, never enlarged', (size, maxSide, expected) => {
    expect(fitWithin(size, maxSide)).toEqual(expected);
  });

  it.each([
    [{ width: 0, height: 10 }, 512],
    [{ width: 10, height: Number.NaN }, 512],
    [{ width: 10, height: 10 }, 0],
  ])('refuses a size it cannot fit (%o within %i)', (size, maxSide) => {
    expect(() => fitWithin(size, maxSide)).toThrow(RangeError);
  });
});

describe('isAcceptable', () => {
  const webp: Encoding = { type: 'image/webp', quality: 0.85 };
  it.each([
    ['a WebP within the limit', { type: 'image/webp', size: 1000 }, 1000, true],
    ['a WebP over the limit', { type: 'image/webp', size: 1001 }, 1000, false],
    ['a PNG handed back by a browser that cannot encode WebP', { type: 'image/png', size: 10 }, 1000, false],
    ['a blob with no type', { type: '', size: 10 }, 1000, false],
  ])('takes %s: %s', (_case, blob, maxBytes, expected) => {
    expect(isAcceptable(blob, webp, maxBytes)).toBe(expected);
  });
});

interface FakeImage extends DecodedImage {
  name: string;
}

/** A surface that records what it is asked to draw and encode; `encode` decides each encoder's answer. */
function fakeSurface(decoded: Size | { fails: unknown }, encode: (encoding: Encoding) => Pick<Blob, 'type' | 'size'>) {
  const drawn: { image: string; size: Size }[] = [];
  const encoded: Encoding[] = [];
  const close = vi.fn();
  const surface: ImageSurface<FakeImage> = {
    decode: (file) => ('fails' in decoded ? Promise.reject(decoded.fails) : Promise.resolve({ ...decoded, name: (file as File).name, close })),
    draw(image, size) {
      drawn.push({ image: image.name, size });
      return {
        encode: (encoding) => {
          encoded.push(encoding);
          const { type, size: bytes } = encode(encoding);
          return Promise.resolve(new Blob([new Uint8Array(bytes)], { type }));
        },
      };
    },
  };
  return { surface, drawn, encoded, close };
}

const photo = new File([new Uint8Array(10)], 'photo.jpg', { type: 'image/jpeg' });
const limits = { maxSide: 512, maxBytes: 1000 };

describe('resizeImage', () => {
  it('draws the upright picture at its fitted size and keeps the first encoding that fits: WebP', async () => {
    // 3024x4032: a portrait phone photo whose EXIF turned it upright when decoded.
    const { surface, drawn, encoded, close } = fakeSurface({ width: 3024, height: 4032 }, ({ type }) => ({ type, size: 600 }));
    const resized = await resizeImage(photo, limits, surface);
    expect(drawn).toEqual([{ image: 'photo.jpg', size: { width: 384, height: 512 } }]);
    expect(encoded).toEqual([encodings[0]]);
    expect(resized).toMatchObject({ type: 'image/webp', width: 384, height: 512 });
    expect(resized.image.size).toBe(600);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('falls back to JPEG where the browser hands back a PNG for WebP', async () => {
    const { surface, encoded } = fakeSurface({ width: 800, height: 600 }, ({ type }) => ({ type: type === 'image/webp' ? 'image/png' : type, size: 500 }));
    const resized = await resizeImage(photo, limits, surface);
    expect(encoded.map((encoding) => encoding.type)).toEqual(['image/webp', 'image/jpeg']);
    expect(resized.type).toBe('image/jpeg');
  });

  it('lowers the quality for a picture that does not fit, drawing it once', async () => {
    const { surface, drawn, encoded } = fakeSurface({ width: 800, height: 600 }, ({ quality }) => ({ type: 'image/webp', size: quality > 0.7 ? 5000 : 900 }));
    const resized = await resizeImage(photo, limits, surface);
    expect(encoded).toEqual(encodings.slice(0, 3));
    expect(drawn).toHaveLength(1);
    expect(resized.image.size).toBe(900);
  });

  it('says "too-large" when no encoding fits, and frees the pixels all the same', async () => {
    const { surface, close } = fakeSurface({ width: 800, height: 600 }, ({ type }) => ({ type, size: 5000 }));
    await expect(resizeImage(photo, limits, surface)).rejects.toMatchObject({ name: 'ImageResizeError', reason: 'too-large' });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('says "unreadable" when the file does not decode, keeping why', async () => {
    const decodeError = new DOMException('The source image could not be decoded.', 'InvalidStateError');
    const { surface, drawn } = fakeSurface({ fails: decodeError }, ({ type }) => ({ type, size: 10 }));
    const failure = await resizeImage(photo, limits, surface).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageResizeError);
    expect(failure).toMatchObject({ reason: 'unreadable', cause: decodeError });
    expect(drawn).toEqual([]);
  });
});

describe('browserImageSurface', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('decodes with the EXIF orientation applied, and frees the bitmap when closed', async () => {
    const bitmap = { width: 30, height: 40, close: vi.fn() };
    const createImageBitmap = vi.fn(() => Promise.resolve(bitmap));
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const decoded = await browserImageSurface.decode(photo);
    expect(createImageBitmap).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    expect(decoded).toMatchObject({ width: 30, height: 40 });
    decoded.close();
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('draws on a white ground at the new size with smoothing, and encodes with the type and quality asked for', async () => {
    const calls: unknown[][] = [];
    const context = {
      fillStyle: '',
      imageSmoothingEnabled: false,
      imageSmoothingQuality: 'low',
      fillRect: (...args: unknown[]) => calls.push(['fillRect', context.fillStyle, ...args]),
      drawImage: (...args: unknown[]) => calls.push(['drawImage', context.imageSmoothingQuality, ...args]),
    };
    const convertToBlob = vi.fn((options: ImageEncodeOptions) => Promise.resolve(new Blob(['x'], { type: options.type })));
    class FakeOffscreenCanvas {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {
        calls.push(['canvas', width, height]);
      }
      getContext = () => context;
      convertToBlob = convertToBlob;
    }
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const bitmap = { width: 1024, height: 768, close: vi.fn() } as unknown as ImageBitmap;
    const drawn = browserImageSurface.draw({ bitmap, width: 1024, height: 768, close: vi.fn() }, { width: 512, height: 384 });
    const blob = await drawn.encode({ type: 'image/webp', quality: 0.85 });
    expect(calls).toEqual([
      ['canvas', 512, 384],
      ['fillRect', '#fff', 0, 0, 512, 384],
      ['drawImage', 'high', bitmap, 0, 0, 512, 384],
    ]);
    expect(convertToBlob).toHaveBeenCalledWith({ type: 'image/webp', quality: 0.85 });
    expect(blob.type).toBe('image/webp');
  });
});
