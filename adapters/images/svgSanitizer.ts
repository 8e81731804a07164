import sanitizeHtml from 'sanitize-html';
import { svgRootAt } from './imageType.ts';

/**
 * An SVG reduced to drawing (admin-back-office §5 images; an SVG logo is served to every exhibitor, so nothing
 * in it may run or load from elsewhere): a strict allow-list of shape, text, gradient, clip, mask, pattern and
 * filter elements and their presentation attributes. Gone: scripts, event handlers (on*), foreignObject,
 * animation (it can rewrite links), links, anything before the root element (DOCTYPE and its entities),
 * references outside the document (href other than `#id` or an embedded raster `data:` image, `url(...)` other
 * than `url(#id)`, CSS `@import`), and CSS escapes.
 */
const SVG_ELEMENTS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'style',
  'image',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feFlood',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feDropShadow',
  'feComponentTransfer',
  'feFuncR',
  'feFuncG',
  'feFuncB',
  'feFuncA',
];

const SVG_ATTRIBUTES = [
  'id',
  'class',
  'style',
  'xmlns',
  'xmlns:xlink',
  'version',
  'xml:space',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'd',
  'points',
  'pathLength',
  'transform',
  'transform-origin',
  'href',
  'xlink:href',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'clip-path',
  'clip-rule',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'marker-start',
  'marker-mid',
  'marker-end',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'type',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'flood-color',
  'flood-opacity',
  'radius',
  'color-interpolation-filters',
  'enable-background',
  'shape-rendering',
  'image-rendering',
  'vector-effect',
  'mix-blend-mode',
  'isolation',
];

/** Whole elements dropped with their content (text included). */
const DROPPED_WITH_CONTENT = [
  'script',
  'foreignObject',
  'foreignobject',
  'iframe',
  'object',
  'embed',
  'audio',
  'video',
  'canvas',
  'animate',
  'set',
  'animateTransform',
  'animateMotion',
  'handler',
  'listener',
];

const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

function isInternalReference(value: string): boolean {
  return /^#[\w.:-]*$/.test(value.trim());
}

/** CSS (a style attribute or a <style> element) that could reach outside the document or hide such a reach. */
function isUnsafeCss(css: string): boolean {
  if (/[\\]|@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(css)) return true;
  const urls = css.match(/url\s*\(([^)]*)\)/gi) ?? [];
  return urls.some((call) => !isInternalReference(call.replace(/^url\s*\(\s*["']?|["']?\s*\)$/gi, '')));
}

function safeAttributes(tag: string, attributes: Record<string, string>): Record<string, string> {
  const safe: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (/^on/i.test(name)) continue;
    if (name === 'href' || name === 'xlink:href') {
      if (isInternalReference(value) || (tag === 'image' && EMBEDDED_RASTER.test(value))) safe[name] = value;
      continue;
    }
    if (/url\s*\(|@import|javascript:|[\\]/i.test(value) && isUnsafeCss(value)) continue;
    safe[name] = value;
  }
  return safe;
}

/** The sanitised SVG document, or undefined when the bytes are no SVG (no `<svg>` root element). */
export function sanitizeSvg(bytes: Uint8Array): Buffer | undefined {
  const rootAt = svgRootAt(bytes);
  if (rootAt === undefined) return undefined;
  const text = new TextDecoder('utf-8')
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .slice(rootAt);
  const clean = sanitizeHtml(text, {
    allowedTags: SVG_ELEMENTS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    allowVulnerableTags: true,
    allowedSchemes: ['data'],
    allowedSchemesAppliedToAttributes: [],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [...DROPPED_WITH_CONTENT, 'title-not-a-tag'],
    exclusiveFilter: (frame) =>
      DROPPED_WITH_CONTENT.includes(frame.tag) || (frame.tag === 'style' && isUnsafeCss(frame.text)),
    transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: safeAttributes(tagName, attribs) }) },
    parser: { xmlMode: true, decodeEntities: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  });
  if (!/^<svg[\s>/]/.test(clean)) return undefined;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${clean}`, 'utf8');
}
