import { DateTime } from 'luxon';
import type { NewFairWallEntry } from '../../application/ports/FairWallEntries.ts';
import type { NewTeaser, TeaserImages, TeaserTexts } from '../../application/ports/Teasers.ts';
import type { DemoCatalogue, DemoFair } from '../demo/catalogue.ts';
import { demoLogo } from '../demo/demoFiles.ts';

/**
 * A banner image as an inline SVG data URL (demo only). The text is sized to the narrower side too, so that a tall
 * picture (the navigation teaser's 5:6) keeps its whole text inside it instead of looking cut off.
 */
function banner(text: string, colour: string, width: number, height: number): string {
  // Helvetica's letters are about 0.55 of the font size wide; 90 % of the width is left for the text.
  const fontSize = Math.round(Math.min(height / 8, (width * 0.9) / (text.length * 0.55)));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${colour}"/>` +
    `<text x="${width / 2}" y="${height / 2}" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" ` +
    `fill="#ffffff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

function texts(
  suffix: '' | '2' | '3',
  content: { title: string[]; text: string[]; cta: string[]; url: string; eyecatcher?: string[] },
): TeaserTexts {
  const languages = ['De', 'Fr', 'En'] as const;
  const result: { -readonly [F in keyof TeaserTexts]: TeaserTexts[F] } = {};
  languages.forEach((language, index) => {
    result[`title${language}${suffix}`] = content.title[index]!;
    result[`text${language}${suffix}`] = content.text[index]!;
    result[`ctaText${language}${suffix}`] = content.cta[index]!;
    result[`ctaUrl${language}${suffix}`] = `${content.url}/${language.toLowerCase()}`;
    if (content.eyecatcher) {
      result[`eyecatcherTitle${language}${suffix}`] = content.eyecatcher[index]!;
      result[`eyecatcherText${language}${suffix}`] = '';
    }
  });
  return result;
}

function images(
  suffix: '' | '2' | '3',
  text: string,
  colour: string,
  landscape: [number, number],
  portrait: [number, number],
): TeaserImages {
  const result: { -readonly [F in keyof TeaserImages]: TeaserImages[F] } = {};
  for (const language of ['De', 'Fr', 'En'] as const) {
    result[`imageLandscape${language}${suffix}`] = banner(`${text} ${language.toUpperCase()}`, colour, ...landscape);
    result[`imagePortrait${language}${suffix}`] = banner(`${text} ${language.toUpperCase()}`, colour, ...portrait);
  }
  return result;
}

/**
 * Demo teasers of the types the exhibitor pages show (1 on the home page, 2 and 4 on the fair page, 136 in
 * the fair navigation) and a few wall entries, relative to the catalogue's day.
 */
export function demoMarketing(catalogue: DemoCatalogue): { teasers: NewTeaser[]; wallEntries: NewFairWallEntry[] } {
  const base = DateTime.fromISO(catalogue.today, { zone: 'utc' });
  const day = (offset: number) => base.plus({ days: offset }).toISODate() ?? catalogue.today;
  const current = catalogue.fairs.filter((fair) => fair.tasks.length > 0);
  const fairOf = (reiheId: string): DemoFair => current.find((fair) => fair.series.reiheId === reiheId) ?? current[0];
  const hab = fairOf('R-HAB');
  const gas = fairOf('R-GAS');
  const taskId = (fair: DemoFair, group: string) => `${fair.idCode.toLowerCase()}-task-${group}`;
  const published = { start: day(-30), end: day(60) };
  const common = { leistungsgruppeId: null, fairType: null, registrationState: null, relatedTask: null };

  const teasers: NewTeaser[] = [
    {
      ...common,
      type: 1,
      internalName: 'Home Habitat',
      texts: texts('', {
        title: [
          'Habitat Bern: jetzt Standfläche sichern',
          'Habitat Berne : réservez votre surface',
          'Habitat Bern: book your space now',
        ],
        text: [
          'Die Messe für Bauen, Wohnen und Energie.',
          'Le salon de la construction et de l’habitat.',
          'The fair for building, living and energy.',
        ],
        cta: ['Mehr erfahren', 'En savoir plus', 'Learn more'],
        url: 'https://www.habitat-bern.test',
        eyecatcher: ['Neu', 'Nouveau', 'New'],
      }),
      images: images('', 'Habitat', '#1f6f8b', [1800, 1200], [1800, 600]),
      published,
      fairSeries: hab.series.reiheId,
      fair: null,
    },
    {
      ...common,
      type: 1,
      internalName: 'Home Gastronova',
      texts: texts('', {
        title: ['Gastronova: Ihr Auftritt', 'Gastronova : votre présence', 'Gastronova: your presence'],
        text: ['Treffpunkt der Gastronomie.', 'Le rendez-vous de la gastronomie.', 'Where gastronomy meets.'],
        cta: ['Jetzt anmelden', 'S’inscrire', 'Register now'],
        url: 'https://www.gastronova.test',
      }),
      images: images('', 'Gastronova', '#8b1f4a', [1800, 1200], [1800, 600]),
      published,
      fairSeries: gas.series.reiheId,
      fair: null,
    },
    {
      ...common,
      type: 2,
      internalName: 'Versicherung Habitat',
      texts: texts('', {
        title: ['Gut versichert an die Messe', 'Bien assuré au salon', 'Well insured at the fair'],
        text: [
          'Schliessen Sie die Ausstellerversicherung ab.',
          'Souscrivez l’assurance exposant.',
          'Take out the exhibitor insurance.',
        ],
        cta: ['Zur Versicherung', 'Vers l’assurance', 'To the insurance'],
        url: 'https://www.habitat-bern.test/versicherung',
      }),
      images: images('', 'VERS', '#2f7d32', [600, 600], [1200, 720]),
      published,
      fairSeries: null,
      fair: hab.idCode,
      registrationState: 8,
      relatedTask: taskId(hab, 'vers'),
      leistungsgruppeId: 'VERS',
    },
    {
      ...common,
      type: 4,
      internalName: 'Multi Habitat',
      texts: {
        ...texts('', {
          title: ['Parkplätze', 'Places de parc', 'Parking'],
          text: ['Jetzt reservieren.', 'Réservez maintenant.', 'Book now.'],
          cta: ['Buchen', 'Réserver', 'Book'],
          url: 'https://shop.messe-demo.test/parkplatz',
        }),
        ...texts('2', {
          title: ['Catering', 'Restauration', 'Catering'],
          text: ['Bewirten Sie Ihre Gäste.', 'Accueillez vos invités.', 'Treat your guests.'],
          cta: ['Bestellen', 'Commander', 'Order'],
          url: 'https://shop.messe-demo.test/catering',
        }),
        ...texts('3', {
          title: ['Werbung', 'Publicité', 'Advertising'],
          text: ['Fallen Sie auf.', 'Faites-vous remarquer.', 'Stand out.'],
          cta: ['Ansehen', 'Voir', 'View'],
          url: 'https://shop.messe-demo.test/werbung',
        }),
      },
      images: {
        ...images('', 'P', '#455a64', [600, 420], [1200, 720]),
        ...images('2', 'C', '#6d4c41', [600, 420], [1200, 720]),
        ...images('3', 'W', '#5e35b1', [600, 420], [1200, 720]),
      },
      published,
      fairSeries: null,
      fair: hab.idCode,
      registrationState: 1 | 2 | 4 | 8,
      // §5: a fair teaser names its related task (a task no demo booth has done, so every booth still sees it).
      relatedTask: taskId(hab, 'dile'),
    },
    {
      ...common,
      type: 136,
      internalName: 'Navigation Gastronova',
      // Image only (bit 128), but its link is required all the same (§5: no service group chosen).
      texts: {
        ctaUrlDe: 'https://www.gastronova.test/de',
        ctaUrlFr: 'https://www.gastronova.test/fr',
        ctaUrlEn: 'https://www.gastronova.test/en',
      },
      images: images('', 'Gastronova', '#8b1f4a', [1000, 1200], [1000, 1200]),
      published,
      fairSeries: null,
      fair: gas.idCode,
      registrationState: 1 | 2 | 4 | 8,
      relatedTask: taskId(gas, 'dile'),
    },
  ];

  const entry = (
    displayName: string,
    host: string | null,
    colour: string,
    publish: { start: string; end: string },
  ): NewFairWallEntry => {
    const logo = demoLogo(displayName.slice(0, 3).toUpperCase(), colour);
    return {
      displayName,
      logo: { de: logo, fr: logo, en: logo },
      url: host
        ? { de: `https://www.${host}/de`, fr: `https://www.${host}/fr`, en: `https://www.${host}/en` }
        : { de: null, fr: null, en: null },
      publish,
    };
  };
  const wallEntries: NewFairWallEntry[] = [
    entry('Swiss Bike Expo', 'bike-expo.test', '#c62828', { start: day(-60), end: day(120) }),
    entry('Holzbau Forum', 'holzbau-forum.test', '#6d4c41', { start: day(-10), end: day(90) }),
    entry('Vinum Lausanne', 'vinum-lausanne.test', '#6a1b9a', { start: day(-90), end: day(30) }),
    entry('Ohne Link', null, '#9e9e9e', { start: day(-10), end: day(90) }),
    entry('Boot Basel (vorbei)', 'boot-basel.test', '#0277bd', { start: day(-200), end: day(-20) }),
  ];
  return { teasers, wallEntries };
}
