import { describe, expect, it } from '@jest/globals';
import { AdminFairPreviewService } from '../../../application/admin/AdminFairPreview.ts';
import { AdminValidationFailed } from '../../../application/admin/adminErrors.ts';
import type { AdminFairInput } from '../../../application/ports/AdminFairs.ts';
import type { ProductFair } from '../../../application/ports/Fairs.ts';
import { ADMIN_VALIDATION_MESSAGES } from '../../../domain/admin/index.ts';
import { CATALOGUE_REFERENCES } from '../../support/InMemoryAdminFairs.ts';
import { PNG_DATA_URL } from '../../support/fakeImageIntake.ts';
import { anAdminFairForm } from '../../support/mothers.ts';

// "Vorschau als Aussteller" (beyond the spec): the fair form, saved or not, as the exhibitor area would read it.

const now = new Date('2027-02-01T10:00:00Z');
const sample = { status: 'ZU' };

/** The page builder's stand-in answers what it was handed, so the test reads the fair the exhibitor page gets. */
function setUp() {
  const rendered: Array<{ fair: ProductFair; sample: typeof sample; now: Date }> = [];
  const service = new AdminFairPreviewService<typeof sample, ProductFair>({
    fairs: { references: async () => CATALOGUE_REFERENCES },
    seriesTitle: async (seriesId) => (seriesId === 'R-HAB' ? 'Habitat' : undefined),
    // Drops every tag, as a sanitiser drops what it does not allow.
    sanitiseHtml: (html) => html.replace(/<\/?script[^>]*>/g, ''),
    render: async (fair, given, at) => {
      rendered.push({ fair, sample: given, now: at });
      return fair;
    },
  });
  return { service, rendered };
}

async function refusal(run: () => Promise<unknown>): Promise<AdminValidationFailed> {
  const error = await run().catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(AdminValidationFailed);
  return error as AdminValidationFailed;
}

describe('AdminFairPreviewService', () => {
  it('previews a draft that leaves required fields blank, under a placeholder code, with the manager’s sample booth', async () => {
    const { service, rendered } = setUp();
    const draft: AdminFairInput = { ...anAdminFairForm(), idCode: '', displayNameFr: '', emailTeam: '' };
    const fair = await service.preview(draft, sample, now);
    expect(fair.idCode).toBe('VORSCHAU');
    expect(fair.displayName).toEqual({ de: 'Habitat 2027', fr: '', en: 'Habitat 2027' });
    expect(fair.teamEmail).toBeNull();
    expect(fair.series).toEqual({ reiheId: 'R-HAB', titel: 'Habitat' });
    expect(rendered).toEqual([{ fair, sample, now }]);
  });

  // spec: admin-back-office §5 Fair (deadline not after the publish end; tasks begin with a process group)
  it('refuses what a save would refuse beyond blanks, naming the fields inside the body’s fair', async () => {
    const { service, rendered } = setUp();
    const error = await refusal(() =>
      service.preview(
        anAdminFairForm({
          registrationDeadline: '2028-02-01',
          tasks: [
            { _id: 'td-vers', type: 'task' },
            { _id: 'td-unknown', type: 'task' },
          ],
        }),
        sample,
        now,
      ),
    );
    expect(error.errors).toEqual(
      expect.arrayContaining([
        {
          field: 'fair.registrationDeadline',
          message: 'Der Anmeldeschluss kann nicht nach dem Publikationsdatum sein!',
        },
        { field: 'fair.tasks', message: 'Die Prozessschritte müssen mit einer Prozessgruppe beginnen' },
        { field: 'fair.tasks.1._id', message: ADMIN_VALIDATION_MESSAGES.unknownFairTaskReference },
      ]),
    );
    expect(error.errors.some((fieldError) => fieldError.message === ADMIN_VALIDATION_MESSAGES.required)).toBe(false);
    expect(rendered).toEqual([]);
  });

  it('shows the HTML sanitised, and a stored logo but not an unsaved upload', async () => {
    const { service } = setUp();
    const fair = await service.preview(
      anAdminFairForm({
        additionalInfoDe: '<p>Willkommen</p><script>alert(1)</script>',
        logoDe: '/api/images/fair/fair-1/logoDe',
        logoFr: PNG_DATA_URL,
      }),
      sample,
      now,
    );
    expect(fair.additionalInfo?.de).toBe('<p>Willkommen</p>alert(1)');
    expect(fair.logo).toEqual({ de: '/api/images/fair/fair-1/logoDe', fr: null, en: null });
  });

  // spec: admin-back-office §3 Fair task; the exhibitor's task rules read the fair's task list
  it('hands on the task list as the exhibitor’s rules read it, an empty period as none', async () => {
    const { service } = setUp();
    const fair = await service.preview(
      anAdminFairForm({
        tasks: [
          { _id: 'tt-vorbereitung', type: 'taskTitle' },
          { _id: 'td-vers', type: 'task', required: true, period: { start: '', end: '' } },
        ],
      }),
      sample,
      now,
    );
    expect(fair.taskEntries).toEqual([
      { type: 'taskTitle', taskTitleId: 'tt-vorbereitung' },
      expect.objectContaining({ type: 'task', taskDefinitionId: 'td-vers', required: true, period: null }),
    ]);
  });
});
