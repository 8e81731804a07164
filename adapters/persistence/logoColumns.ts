import { p } from '@mikro-orm/core';
import { LOGO_FIELDS, type LogoField } from '../../application/ports/AdminFairs.ts';
import { imageUrl, storedImage, type StoredImage } from './imageColumns.ts';

/**
 * A logo per language (fairs and fair wall entries): the bytes of each in a bytea column (logoDe, logoFr,
 * logoEn) beside its content type (logoDeContentType ...). The three languages' columns are named, mapped
 * and read back here only.
 */
const logoProperty = () => p.blob().nullable();
const contentTypeProperty = () => p.string().nullable();

type ContentTypeField = `${LogoField}ContentType`;
const contentTypeField = (field: LogoField): ContentTypeField => `${field}ContentType`;

/** The entity properties of the logos, to spread into an entity's properties. */
export const logoProperties = () =>
  Object.fromEntries(
    LOGO_FIELDS.flatMap((field) => [
      [field, logoProperty()],
      [contentTypeField(field), contentTypeProperty()],
    ]),
  ) as { [F in LogoField]: ReturnType<typeof logoProperty> } & {
    [F in ContentTypeField]: ReturnType<typeof contentTypeProperty>;
  };

export type LogoColumns = { readonly [F in LogoField]: Buffer | null } & {
  readonly [F in ContentTypeField]: string | null;
};

/** The columns of the logos that change: an image sets both columns, null clears them, a field left out is kept. */
export function logoChangeColumns(changes: Partial<Record<LogoField, StoredImage | null>>): Partial<LogoColumns> {
  const columns: Partial<Record<LogoField | ContentTypeField, Buffer | string | null>> = {};
  for (const field of LOGO_FIELDS) {
    const change = changes[field];
    if (change === undefined) continue;
    columns[field] = change?.data ?? null;
    columns[contentTypeField(field)] = change?.contentType ?? null;
  }
  return columns as Partial<LogoColumns>;
}

/** A logo per language given as data URLs (the demo seed's) as all six columns; a missing logo clears its columns. */
export function logoColumns(logo: Partial<Record<'de' | 'fr' | 'en', string | null>> | null | undefined): LogoColumns {
  return logoChangeColumns({
    logoDe: storedImage(logo?.de) ?? null,
    logoFr: storedImage(logo?.fr) ?? null,
    logoEn: storedImage(logo?.en) ?? null,
  }) as LogoColumns;
}

/** The logos of a row as the URLs they are served from, by field name (logoDe ...); null for no logo. */
export function logoFieldUrls(
  owner: 'fairs' | 'fairwallentries',
  row: { readonly id: string } & { readonly [F in LogoField]?: Uint8Array | null },
): Record<LogoField, string | null> {
  return Object.fromEntries(LOGO_FIELDS.map((field) => [field, imageUrl(owner, row.id, field, row[field])])) as Record<
    LogoField,
    string | null
  >;
}

/** The logos of a row as the URLs they are served from, by language. */
export function logoUrls(
  owner: 'fairs' | 'fairwallentries',
  row: { readonly id: string } & { readonly [F in LogoField]?: Uint8Array | null },
): { de: string | null; fr: string | null; en: string | null } {
  const urls = logoFieldUrls(owner, row);
  return { de: urls.logoDe, fr: urls.logoFr, en: urls.logoEn };
}
