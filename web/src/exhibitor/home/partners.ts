import type { Language } from '../../api/types.ts';
import { localizedLogoLinks, type LogoLink } from './HomePageStore.ts';

type PerLanguage = Readonly<Record<Language, string>>;

/**
 * The operator's partners for the logo carousel of the home page (spec: exhibitor-area §1, §2 Home). The
 * back office maintains no partner entity, so the list ships with the UI: the logos are in
 * `web/public/partners/`, each with its link per language.
 */
const PARTNERS: readonly { id: string; name: string; logo: string; url: PerLanguage }[] = [
  partner('alpina-logistik', 'Alpina Logistik', 'alpina-logistik.example'),
  partner('standwerk', 'Standwerk Messebau', 'standwerk.example'),
  partner('lumenda', 'Lumenda Eventtechnik', 'lumenda.example'),
  partner('securo', 'Securo Versicherungen', 'securo.example'),
  partner('rheinfels-catering', 'Rheinfels Catering', 'rheinfels-catering.example'),
  partner('nordlicht-druck', 'Nordlicht Druck & Medien', 'nordlicht-druck.example'),
  partner('velotrans', 'Velotrans Kurier', 'velotrans.example'),
  partner('graphis', 'Graphis Messegrafik', 'graphis.example'),
];

function partner(id: string, name: string, host: string) {
  const url = (language: Language) => `https://www.${host}/${language}`;
  return { id, name, logo: `/partners/${id}.svg`, url: { de: url('de'), fr: url('fr'), en: url('en') } };
}

/** The partners in the language, only those with both a link and a logo (spec: exhibitor-area §5). */
export function partnerLogos(language: Language): LogoLink[] {
  const samePerLanguage = (value: string): PerLanguage => ({ de: value, fr: value, en: value });
  return localizedLogoLinks(
    PARTNERS.map((entry) => ({ ...entry, logo: samePerLanguage(entry.logo) })),
    language,
  );
}
