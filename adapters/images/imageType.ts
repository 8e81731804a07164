/** The image types the portal stores and serves (admin-back-office §5 images). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

/**
 * The type of an image read from its bytes, never from a file name or a declared type: the magic bytes of
 * PNG, JPEG, GIF and WebP, or for SVG a text document whose root element is `<svg>`. Undefined for anything else.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (svgRootAt(bytes) !== undefined) return 'image/svg+xml';
  return undefined;
}

/**
 * Where the root element `<svg` starts in the text, after an optional byte-order mark, XML declaration,
 * comments, processing instructions, a DOCTYPE (with its internal subset) and white space; undefined when
 * the text is not UTF-8, contains NUL, or its root element is anything else.
 */
export function svgRootAt(bytes: Uint8Array): number | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  if (text.includes('\u0000')) return undefined;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at])) at += 1;
    if (text.startsWith('<?', at)) at = endOf(text, '?>', at);
    else if (text.startsWith('<!--', at)) at = endOf(text, '-->', at);
    else if (text.slice(at, at + 9).toUpperCase() === '<!DOCTYPE') at = doctypeEnd(text, at);
    else break;
    if (at < 0) return undefined;
  }
  return /^<svg[\s>/]/.test(text.slice(at, at + 5)) ? at : undefined;
}

function endOf(text: string, terminator: string, from: number): number {
  const end = text.indexOf(terminator, from);
  return end < 0 ? -1 : end + terminator.length;
}

/** The end of `<!DOCTYPE ... [ internal subset ] >`: the first `>` outside the brackets. */
function doctypeEnd(text: string, from: number): number {
  let inSubset = false;
  for (let at = from; at < text.length; at += 1) {
    const char = text[at];
    if (char === '[') inSubset = true;
    else if (char === ']') inSubset = false;
    else if (char === '>' && !inSubset) return at + 1;
  }
  return -1;
}
