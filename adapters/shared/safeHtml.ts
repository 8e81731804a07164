import sanitizeHtml from 'sanitize-html';

/**
 * HTML from outside (notification bodies, a fair's additional info, task info texts, header texts) as the
 * portal keeps it: simple formatting only, links only to https and mailto, opened in a new window with
 * rel=noopener. Everything else (scripts, styles, event handlers, images, other schemes) is dropped.
 *
 * It is applied on the way into the database (every repository that writes such HTML, the demo seed's
 * writes included, and a migration for the rows written before), so that the pages show what is stored as it is;
 * a request's rich texts (x-text: rich in openapi.yaml) are sanitised when they arrive too (adapters/http/richText.ts).
 * Sanitising sanitised HTML changes nothing, so the two agree.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link whose href is dropped keeps rel and target, and keeps them when sanitised again: HTML is sanitised
    // where a request's rich text arrives and again where it is stored, and both must give the same HTML.
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href
        ? { href: attribs.href, rel: 'noopener noreferrer', target: '_blank' }
        : attribs.rel || attribs.target
          ? { rel: 'noopener noreferrer', target: '_blank' }
          : {},
    }),
  },
};

// The parser does not close every element the way it would read the output back (a tag name such as "a<p" keeps a
// paragraph open inside a paragraph, which the second reading splits), so one pass is not always the last: passes
// repeat until the HTML stands still, and HTML that never does keeps only its text.
const MAX_PASSES = 6;
const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

export function safeHtml(html: string): string {
  let current = sanitizeHtml(html, OPTIONS);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const next = sanitizeHtml(current, OPTIONS);
    if (next === current) return current;
    current = next;
  }
  return sanitizeHtml(current, TEXT_ONLY);
}

/** safeHtml of a value that may be absent (a nullable column): null stays null. */
export function safeHtmlOrNull(html: string | null | undefined): string | null {
  return html == null ? null : safeHtml(html);
}
