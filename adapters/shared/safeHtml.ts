import sanitizeHtml from 'sanitize-html';

/**
 * HTML from outside (notification bodies written by staff or jobs) as the portal keeps and sends it: simple
 * formatting only, links only to https and mailto, opened in a new window with rel=noopener. Everything
 * else (scripts, styles, event handlers, images, other schemes) is dropped.
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
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, rel: 'noopener noreferrer', target: '_blank' } : {},
    }),
  },
};

export function safeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
