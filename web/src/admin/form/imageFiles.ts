import { IMAGE_UPLOAD_MESSAGES, imageTooLargeMessage } from '../../../../domain/admin/validationMessages.ts';

/**
 * Image files in the browser for the admin forms (spec: admin-back-office §5 image fields and Fair logos, §9):
 * read a chosen file into a data URL with its measured size, and fit a logo into 400x400 at quality 0.7
 * before upload. The server checks every image again (adapters/images/SharpImageIntake.ts); this only spares
 * the manager an upload that would be refused and keeps logo uploads small.
 */

/** The server refuses images above 5 MB (notes/admin-images.md); the browser refuses them before uploading. */
export const IMAGE_MAX_MEGABYTES = 5;
const IMAGE_MAX_BYTES = IMAGE_MAX_MEGABYTES * 1024 * 1024;

/** Logos are fitted into this square, never enlarged (§5 Fair, §9 wall logo maximum width 400). */
export const LOGO_MAX_SIDE = 400;
/** Upload quality of re-encoded images (§9). */
export const LOGO_QUALITY = 0.7;

/** The image types the portal stores, as read from the file's first bytes (the name or declared type may lie). */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';

/** The `accept` attribute of an image file input. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml';

export interface ReadImage {
  readonly dataUrl: string;
  readonly width: number;
  readonly height: number;
  readonly type: ImageType;
}

export type ImageFileResult =
  { readonly ok: true; readonly image: ReadImage } | { readonly ok: false; readonly message: string };

/**
 * The address an image field's value is shown from: a stored image's `/api/images/...` URL, a new data URL,
 * or the `dataUrl` of a measured upload (domain TeaserImageValue); undefined when there is no image.
 */
export function imageValueSource(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (value !== null && typeof value === 'object' && typeof (value as { dataUrl?: unknown }).dataUrl === 'string')
    return (value as { dataUrl: string }).dataUrl;
  return undefined;
}

const refused = (message: string): ImageFileResult => ({ ok: false, message });

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** The type by the magic bytes; SVG by an `<svg` element near the start of the text. */
export function sniffImageType(head: Uint8Array): ImageType | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^<(\?xml|svg|!--)/i.test(text) && /<svg[\s>]/i.test(text)) return 'image/svg+xml';
  return undefined;
}

function blobToDataUrl(blob: Blob, type: ImageType): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = reader.result;
      if (typeof url !== 'string') {
        reject(new Error('unreadable file'));
        return;
      }
      // The declared type of a file may be wrong or empty: the data URL carries the sniffed one.
      resolve(url.replace(/^data:[^;,]*/, `data:${type}`));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(blob);
  });
}

function decode(dataUrl: string): Promise<HTMLImageElement | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(undefined);
    image.src = dataUrl;
  });
}

/** A decoded image with the measured size, kept for resizing. */
interface Decoded {
  readonly image: ReadImage;
  readonly element: HTMLImageElement;
}

async function readAndDecode(file: File): Promise<{ ok: true; decoded: Decoded } | { ok: false; message: string }> {
  if (file.size > IMAGE_MAX_BYTES) return { ok: false, message: imageTooLargeMessage(IMAGE_MAX_MEGABYTES) };
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const type = sniffImageType(head);
  if (type === undefined) return { ok: false, message: IMAGE_UPLOAD_MESSAGES.typeNotAllowed };
  const dataUrl = await blobToDataUrl(file, type).catch(() => undefined);
  const element = dataUrl === undefined ? undefined : await decode(dataUrl);
  if (dataUrl === undefined || element === undefined || !(element.naturalWidth > 0) || !(element.naturalHeight > 0)) {
    return { ok: false, message: IMAGE_UPLOAD_MESSAGES.unreadable };
  }
  return {
    ok: true,
    decoded: { element, image: { dataUrl, width: element.naturalWidth, height: element.naturalHeight, type } },
  };
}

/** Reads an image file as it is: its data URL, measured width and height and sniffed type, or the German refusal. */
export async function readImageFile(file: File): Promise<ImageFileResult> {
  const read = await readAndDecode(file);
  return read.ok ? { ok: true, image: read.decoded.image } : refused(read.message);
}

/** The size of an image fitted into a square of `maxSide`, never enlarged. */
export function fittedSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / width, maxSide / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * A logo as it is uploaded (§5 Fair, §9): fitted into 400x400 (never enlarged) and re-encoded at quality 0.7;
 * JPEG stays JPEG, PNG and WebP become WebP (transparency kept; PNG where the browser cannot write WebP).
 * GIF (maybe animated) and SVG (vector) are returned untouched. A re-encoding that is not smaller than the
 * original file of an image that needed no fitting is dropped for the original.
 */
export async function resizeLogo(file: File): Promise<ImageFileResult> {
  const read = await readAndDecode(file);
  if (!read.ok) return refused(read.message);
  const { image, element } = read.decoded;
  if (image.type === 'image/gif' || image.type === 'image/svg+xml') return { ok: true, image };

  const target = fittedSize(image.width, image.height, LOGO_MAX_SIDE);
  const fits = target.width === image.width && target.height === image.height;
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (context === null) return { ok: true, image };
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(element, 0, 0, target.width, target.height);

  const wanted: ImageType = image.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
  // A browser that cannot write WebP answers PNG (transparent too) instead.
  const blob =
    (await canvasBlob(canvas, wanted, LOGO_QUALITY)) ?? (await canvasBlob(canvas, 'image/png', LOGO_QUALITY));
  if (blob === null) return { ok: true, image };
  const type: ImageType = blob.type === wanted ? wanted : 'image/png';
  if (fits && blob.size >= file.size) return { ok: true, image };
  return {
    ok: true,
    image: { dataUrl: await blobToDataUrl(blob, type), width: target.width, height: target.height, type },
  };
}
