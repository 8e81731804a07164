import sanitizeHtml from 'sanitize-html';
import type { Mail } from '../../application/ports/Mail.ts';

/**
 * What an e-mail body may contain: text formatting, lists, tables and links (http, https, mailto). No scripts,
 * styles, images, forms or event handlers; links get rel="noopener noreferrer".
 */
const MAIL_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h1',
    'h2',
    'h3',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** The mail with its HTML body sanitised once more right before it leaves (exhibitor-area: HTML sanitised when sent). */
export function withSanitisedHtml(mail: Mail): Mail {
  return mail.html === undefined ? mail : { ...mail, html: sanitizeHtml(mail.html, MAIL_HTML) };
}
