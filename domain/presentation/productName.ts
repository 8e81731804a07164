import type { Language, Localized } from '../exhibitor/types.ts';

/**
 * The product's one name, per language, wherever it is named: page titles and the logo, mails, calendars. The
 * specification calls it the (online) service centre for exhibitors; the German is the operator's own word.
 */
export const PRODUCT_NAME: Localized<string> = {
  de: 'Aussteller-Servicecenter',
  fr: 'Centre de services exposants',
  en: 'Exhibitor Service Centre',
};

/**
 * The PRODID of the portal's iCalendar files (RFC 5545 §3.7.3): the host and the product's name, the language of
 * the file's texts last. Every calendar of the portal names the same product.
 */
export function calendarProductId(portalHost: string, language: Language): string {
  return `-//${portalHost}//${PRODUCT_NAME.en}//${language.toUpperCase()}`;
}
