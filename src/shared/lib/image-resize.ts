/*
 * Makes a picture small before it is uploaded (ADR 0021): decoded upright (its EXIF orientation applied), drawn at
 * most `maxSide` pixels on its longest side, and encoded as WebP, or JPEG where the browser cannot encode WebP,
 * within a byte limit. The drawing goes through a seam (`ImageSurface`) so jsdom tests can check what is drawn and
 * encoded; the browser's own is `browserImageSurface`. No library: createImageBitmap and a canvas do it.
 */

export interface Size {
  width: number;
  height: number;
}

/**
 * The size that fits within `maxSide` on its longest side, with the same proportions, never larger than it was
 * and never less than a pixel on either side.
 */
export function fitWithin(size: Size, maxSide: number): Size {
  if (!(size.width > 0 && size.height > 0 && maxSide > 0)) throw new RangeError(`Cannot fit ${size.width}x${size.height} within ${maxSide}.`);
  const longest = Math.max(size.width, size.height);
  if (longest <= maxSide) return { width: Math.round(size.width), height: Math.round(size.height) };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

export type EncodedType = 'image/webp' | 'image/jpeg';

/** One way to encode: a type and its quality (0 to 1). */
export interface Encoding {
  type: EncodedType;
  quality: number;
}

/**
 * The encodings tried in turn, the first whose result fits the limit winning. WebP first: a third smaller than JPEG
 * at the same look, and every current browser shows it. A browser that cannot encode WebP (Safari before 17) hands
 * back a PNG instead, which is not taken: JPEG follows. Lower qualities only for a picture that would not fit.
 */
export const encodings: readonly Encoding[] = [
  { type: 'image/webp', quality: 0.85 },
  { type: 'image/jpeg', quality: 0.85 },
  { type: 'image/webp', quality: 0.6 },
  { type: 'image/jpeg', quality: 0.6 },
];

/** Whether an encoder's result is what was asked for (its type) and within the limit. */
export function isAcceptable(encoded: Pick<Blob, 'type' | 'size'>, encoding: Encoding, maxBytes: number): boolean {
  return encoded.type === encoding.type && encoded.size <= maxBytes;
}

/** A decoded picture, upright. */
export interface DecodedImage extends Size {
  /** Frees its pixels (an ImageBitmap's close). */
  close(): void;
}

/** A picture drawn at its new size, ready to encode as often as needed. */
interface DrawnImage {
  encode(encoding: Encoding): Promise<Blob>;
}

/** What the resize needs from the platform: decoding and drawing. */
export interface ImageSurface<Image extends DecodedImage = DecodedImage> {
  /** Decodes the file with its EXIF orientation applied; rejects when it is not a picture the browser reads. */
  decode(file: Blob): Promise<Image>;
  /** Draws `image` scaled to `size` on a white ground (a transparent PNG does not turn black as a JPEG). */
  draw(image: Image, size: Size): DrawnImage;
}

type ResizeFailure = 'unreadable' | 'too-large';

/** Why a picture could not be made small: not a picture the browser reads, or no encoding within the limit. */
export class ImageResizeError extends Error {
  override readonly name = 'ImageResizeError';
  constructor(
    readonly reason: ResizeFailure,
    options?: ErrorOptions,
  ) {
    super(reason === 'unreadable' ? 'The file is not a picture this browser can read.' : 'The picture cannot be made small enough.', options);
  }
}

interface ResizedImage extends Size {
  image: Blob;
  type: EncodedType;
}

interface ResizeOptions {
  maxSide: number;
  maxBytes: number;
}

/**
 * Decodes, scales down and encodes `file`. Rejects with an ImageResizeError when the file is no picture the browser
 * reads or cannot be made small enough; any other failure (no canvas) as it came.
 */
export async function resizeImage<Image extends DecodedImage>(file: Blob, options: ResizeOptions, surface: ImageSurface<Image>): Promise<ResizedImage> {
  let decoded: Image;
  try {
    decoded = await surface.decode(file);
  } catch (error) {
    throw new ImageResizeError('unreadable', { cause: error });
  }
  try {
    const size = fitWithin(decoded, options.maxSide);
    const drawn = surface.draw(decoded, size);
    for (const encoding of encodings) {
      const image = await drawn.encode(encoding);
      if (isAcceptable(image, encoding, options.maxBytes)) return { image, type: encoding.type, ...size };
    }
    throw new ImageResizeError('too-large');
  } finally {
    decoded.close();
  }
}

interface BitmapImage extends DecodedImage {
  bitmap: ImageBitmap;
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** A canvas of `size`, OffscreenCanvas where the browser has it (no DOM node), else a detached <canvas>. */
function createCanvas(size: Size): { context: Canvas2D | null; toBlob: (encoding: Encoding) => Promise<Blob> } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    return { context: canvas.getContext('2d'), toBlob: ({ type, quality }) => canvas.convertToBlob({ type, quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return {
    context: canvas.getContext('2d'),
    toBlob: ({ type, quality }) =>
      new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded.'))), type, quality)),
  };
}

/** The browser's decoding and drawing: createImageBitmap (EXIF orientation applied) and a 2D canvas. */
export const browserImageSurface: ImageSurface<BitmapImage> = {
  async decode(file) {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  },
  draw(image, size) {
    const { context, toBlob } = createCanvas(size);
    if (!context) throw new Error('No 2D canvas in this browser.');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.bitmap, 0, 0, size.width, size.height);
    return { encode: toBlob };
  },
};
