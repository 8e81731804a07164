// spec: exhibitor-area §2 Insurance, §4 Insurance form, §5 insurance validation, §7 /insurance/{booth}, §8, §9
import { describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../../../web/src/api/ApiClient.ts';
import type { InsuranceEntry, InsurancePageView } from '../../../../web/src/api/insuranceApi.ts';
import { RootStore } from '../../../../web/src/app/RootStore.ts';
import { InsurancePageStore } from '../../../../web/src/exhibitor/insurance/InsurancePageStore.ts';
import { aUser, fakeServer, memoryStorage, problem } from '../../fakeServer.ts';

type Answers = Parameters<typeof fakeServer>[0];

const localized = (text: string) => ({ de: text, fr: text, en: text });
const PAGE_PATH = '/api/exhibitor/booths/100302/insurance';

function aPageView(insurance: InsuranceEntry | null = null): InsurancePageView {
  return {
    stale: false,
    fair: {
      idCode: 'AGR26',
      displayName: localized('Agrovia 2026'),
      publish: { start: '2026-06-01', end: '2026-12-10' },
      duration: { start: '2026-11-21', end: '2026-11-25' },
      registrationDeadline: null,
      documentsstartdate: null,
      logo: localized(''),
      additionalInfo: localized(''),
      series: null,
      teamEmail: 'team@demo.test',
      defaultRegistrationUrl: localized(''),
      defaultGastroRegistrationUrl: localized(''),
    },
    booth: {
      regiNr: '100302',
      standnummer: '5.008',
      halleBezeichnung: localized('Halle 5'),
      blendentext: 'Muster Stallbau',
    },
    insurance,
  };
}

function anEntry(overrides: Partial<InsuranceEntry> = {}): InsuranceEntry {
  return {
    id: 'i1',
    booth_id: '100302',
    createdAt: '2026-11-20T10:00:00.000Z',
    liabilityInsurance: true,
    propertyInsurance: true,
    exhibitionInsurance: true,
    increasedAmountActive: true,
    increasedAmount: 50000,
    cargoInsurance: false,
    breakableCargoValue: null,
    waiver: false,
    premiums: {
      insuredSum: 5000000,
      liability: 2060,
      property: 4345,
      exhibition: 10310,
      cargo: 0,
      fragileGoods: 0,
      mandatoryTotal: 16715,
      total: 16715,
    },
    ...overrides,
  };
}

async function openPage(answers: Answers, code = 'AGR26') {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser(), csrfToken: 'csrf-1' } },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  const navigations: string[] = [];
  root.connectRouter((to) => navigations.push(to));
  await root.session.load();
  const page = new InsurancePageStore(root, code, '100302');
  await page.load();
  return { root, server, navigations, page };
}

const submitted = (entry: InsuranceEntry) => ({
  status: 201,
  body: {
    insurance: entry,
    submission: {
      fairIdent: 'AGR26',
      teamEmail: 't@x',
      regiNr: '100302',
      hall: 'Halle 5',
      boothNumber: '5.008',
      exponant: 'M',
      additionalBooths: [],
    },
  },
});

describe('insurance page store', () => {
  it('loads fair, booth and insurance in one call and shows an editable form with the mandatory cover on when none exists', async () => {
    const { server, page } = await openPage({ [`GET ${PAGE_PATH}`]: { status: 200, body: aPageView() } });
    expect(server.requests.filter((request) => request.path !== '/api/session').map((request) => request.path)).toEqual(
      [PAGE_PATH],
    );
    expect(page.state).toBe('loaded');
    expect(page.formView.readOnly).toBe(false);
    expect(page.formView.sectionAllOn.mandatory).toBe(true);
    // §9: the mandatory insurance costs CHF 79.25 in total at the default sum
    expect(page.premiums.total).toBe(7925);
  });

  it('shows an insurance on file read-only, with its amounts as the exhibitor reads them, until Edit', async () => {
    const { page } = await openPage({ [`GET ${PAGE_PATH}`]: { status: 200, body: aPageView(anEntry()) } });
    expect(page.formView.showEditButton).toBe(true);
    expect(page.form.value.increasedAmount).toBe("50'000.00");
    page.toggle('cargoInsurance', true);
    expect(page.form.value.cargoInsurance).toBe(false);
    page.edit();
    page.toggle('cargoInsurance', true);
    expect(page.form.value.cargoInsurance).toBe(true);
  });

  it('follows the premiums live as the exhibitor switches and types', async () => {
    const { page } = await openPage({ [`GET ${PAGE_PATH}`]: { status: 200, body: aPageView() } });
    page.toggle('increasedAmountActive', true);
    page.setAmount('increasedAmount', "100'000");
    // 20.60 + 0.0869 % and 0.2062 % of 100'000
    expect(page.premiums.total).toBe(2060 + 8690 + 20620);
  });

  it('sends a new insurance with POST, the CSRF token and the booth it is for, then confirms', async () => {
    const { server, page } = await openPage({
      [`GET ${PAGE_PATH}`]: { status: 200, body: aPageView() },
      'POST /api/insurance/100302': submitted(anEntry({ increasedAmountActive: false, increasedAmount: null })),
    });
    await page.submit();
    const post = server.requests.at(-1)!;
    expect(post.method).toBe('POST');
    expect(post.headers.get('X-CSRF-Token')).toBe('csrf-1');
    expect(post.body).toEqual({
      liabilityInsurance: true,
      propertyInsurance: true,
      exhibitionInsurance: true,
      increasedAmountActive: false,
      increasedAmount: null,
      cargoInsurance: false,
      breakableCargoValue: null,
      regiNr: '100302',
      fairIdent: 'AGR26',
    });
    expect(page.formView.showSubmittedMessage).toBe(true);
    expect(page.hasInsurance).toBe(true);
    expect(page.tasksPath).toBe('/fair/AGR26/100302#tab-tasks');
  });

  it('sends a change of an insurance on file with PUT', async () => {
    const { server, page } = await openPage({
      [`GET ${PAGE_PATH}`]: { status: 200, body: aPageView(anEntry()) },
      'PUT /api/insurance/100302': { ...submitted(anEntry()), status: 200 },
    });
    page.edit();
    await page.submit();
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', body: { increasedAmount: 50000 } });
  });

  // spec: exhibitor-area §5 submit touches all fields and proceeds only if the form is valid
  it('touches every field and sends nothing while the form is invalid', async () => {
    const { server, page } = await openPage({ [`GET ${PAGE_PATH}`]: { status: 200, body: aPageView() } });
    page.toggle('increasedAmountActive', true);
    page.setAmount('increasedAmount', '19999.99');
    const before = server.requests.length;
    await page.submit();
    expect(server.requests).toHaveLength(before);
    expect(page.errorOf('increasedAmount')).toBe('insurance.errors.minAmount');
    expect(page.formView.readOnly).toBe(false);
  });

  it('shows the field errors of a 422 under their fields and the others above the form, until the form changes', async () => {
    const { page, navigations } = await openPage({
      [`GET ${PAGE_PATH}`]: { status: 200, body: aPageView() },
      'POST /api/insurance/100302': problem(422, 'errors.invalidInsurance', [
        { field: '/body/increasedAmountActive', messageKey: 'insurance.errors.required' },
        { field: '/body/regiNr', messageKey: 'errors.boothMismatch' },
      ]),
    });
    await page.submit();
    expect(navigations).toEqual([]);
    expect(page.errorOf('increasedAmountActive')).toBe('insurance.errors.required');
    expect(page.generalErrors).toEqual(['errors.boothMismatch']);
    expect(page.formView.readOnly).toBe(false);
    page.toggle('cargoInsurance', true);
    expect(page.errorOf('increasedAmountActive')).toBeUndefined();
    expect(page.generalErrors).toEqual([]);
  });

  // spec: exhibitor-area §8 error catalogue
  it.each([
    ['another user’s booth', problem(404, 'errors.boothNotFound'), '/', 'errors.boothNotFound'],
    ['a failing booking system', problem(503, 'errors.apiError'), '/', 'errors.apiError'],
    ['an ended session', problem(401, 'errors.unauthorized'), '/logout', undefined],
  ])('leaves the page for %s', async (_what, answer, target, message) => {
    const { page, navigations, root } = await openPage({ [`GET ${PAGE_PATH}`]: answer });
    expect(page.state).toBe('left');
    expect(navigations).toEqual([target]);
    expect(root.ui.message).toBe(message);
  });

  it('treats a route whose fair is not the booth’s as a booth that cannot be shown', async () => {
    const { navigations, root } = await openPage({ [`GET ${PAGE_PATH}`]: { status: 200, body: aPageView() } }, 'HAB26');
    expect(navigations).toEqual(['/']);
    expect(root.ui.message).toBe('errors.boothNotFound');
  });

  it('goes Home with errors.apiError when saving fails for another reason than the input', async () => {
    const { page, navigations, root } = await openPage({
      [`GET ${PAGE_PATH}`]: { status: 200, body: aPageView() },
      'POST /api/insurance/100302': problem(503, 'errors.apiError'),
    });
    await page.submit();
    expect(navigations).toEqual(['/']);
    expect(root.ui.message).toBe('errors.apiError');
  });

  it('stays on the page with the form as typed when the server refuses too many changes (429)', async () => {
    const { page, navigations } = await openPage({
      [`GET ${PAGE_PATH}`]: { status: 200, body: aPageView(anEntry()) },
      'PUT /api/insurance/100302': problem(429, 'errors.tooManyInsuranceChanges'),
    });
    page.edit();
    page.toggle('cargoInsurance', true);
    await page.submit();
    expect(navigations).toEqual([]);
    expect(page.generalErrors).toEqual(['insurance.errors.tooManyChanges']);
    expect(page.form.value.cargoInsurance).toBe(true);
    expect(page.formView.readOnly).toBe(false);
  });
});
