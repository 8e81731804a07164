import { describe, expect, it } from '@jest/globals';
import { previewFair } from '../../../application/admin/fairPreviewModel.ts';
import { anAdminFairForm } from '../../support/mothers.ts';

// The fair form as the exhibitor area's fair, in memory: what the persistence would read back after a save.

const keep = (html: string) => html;

describe('previewFair', () => {
  // spec: admin-back-office §3 Fair (a legacy single defaultRegistrationUrl is copied into De)
  it('copies the legacy registration link into a blank German one', () => {
    const fair = previewFair(
      anAdminFairForm({ defaultRegistrationUrlDe: '', defaultRegistrationUrl: 'https://legacy.example/de' }),
      undefined,
      keep,
    );
    expect(fair.defaultRegistrationUrl?.de).toBe('https://legacy.example/de');
  });

  it('drops a link the exhibitor side may not serve, and keeps one that conforms without its blanks', () => {
    const fair = previewFair(
      anAdminFairForm({
        defaultGastroRegistrationUrlFr: 'javascript:alert(1)',
        documents: [
          {
            titleDe: 'Hallenplan',
            titleFr: 'Plan',
            titleEn: 'Hall plan',
            linkDe: ' /docs/hallenplan.pdf ',
            linkFr: 'ftp://example.com/plan',
            publish: '2027-02-01',
          },
        ],
      }),
      undefined,
      keep,
    );
    expect(fair.defaultGastroRegistrationUrl?.fr).toBeNull();
    expect(fair.documents).toEqual([
      {
        typ: 'DOKUMENT',
        title: { de: 'Hallenplan', fr: 'Plan', en: 'Hall plan' },
        link: { de: '/docs/hallenplan.pdf', fr: null, en: null },
        publish: { start: '2027-02-01', end: null },
      },
    ]);
  });

  // spec: admin-back-office §3 Fair (overriding labels for the registration states, each De/Fr/En)
  it('overrides a state label only where one of its languages is filled', () => {
    const fair = previewFair(
      anAdminFairForm({ openLabelDe: 'Offen', openLabelFr: '', confirmedLabelDe: ' ', confirmedLabelFr: '' }),
      undefined,
      keep,
    );
    expect(fair.openLabel).toEqual({ de: 'Offen', fr: null, en: null });
    expect(fair.confirmedLabel).toBeNull();
  });

  it('names the series by its id while its title is not known, and an unsaved fair "preview"', () => {
    const fair = previewFair(anAdminFairForm(), undefined, keep);
    expect(fair.series).toEqual({ reiheId: 'R-HAB', titel: 'R-HAB' });
    expect(fair.id).toBe('preview');
    expect(previewFair(anAdminFairForm({ _id: 'fair-7' }), 'Habitat', keep).id).toBe('fair-7');
  });
});
