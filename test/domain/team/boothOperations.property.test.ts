import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  BOOTH_OPERATIONS,
  BOOTH_PRICE_FIELDS,
  boothReadBy,
  documentsReadBy,
  grantedOperations,
  isRemindedOf,
  levelOutline,
  mayHoldTask,
  mayDo,
  mayReadDocument,
  PRICED_DOCUMENT_TYPES,
  withheldOperations,
  type BoothOperation,
} from '../../../domain/index.ts';
import { accessArb, levelArb } from './teamArbitraries.ts';

// Team access per booth, on top of exhibitor-area §6 (every booth check on the server against the user): the
// level "Aufgaben" (tasks) gives tasks, documents, insurance and contact without the costs; "Alles" (all) is
// the holder without inviting.

const operationArb = fc.constantFrom(...BOOTH_OPERATIONS);
/** What touches money or the contract: never for level tasks. */
const MONEY_AND_CONTRACT: readonly BoothOperation[] = ['readCosts', 'readInvoices', 'contractActions'];
const documentTypeArb = fc.oneof(fc.constantFrom('HPLAN', 'STSKIZZE', 'BKOP', 'STANGEBT'), fc.string());

describe('what each level may do on a booth', () => {
  it('the holder may do everything; no member manages the team', () => {
    fc.assert(
      fc.property(accessArb, operationArb, (access, operation) => {
        if (access.role === 'holder') expect(mayDo(access, operation)).toBe(true);
        else if (operation === 'manageTeam') expect(mayDo(access, operation)).toBe(false);
      }),
    );
  });

  it('level all is the holder without inviting', () => {
    fc.assert(
      fc.property(operationArb, (operation) => {
        expect(mayDo({ role: 'member', level: 'all' }, operation)).toBe(operation !== 'manageTeam');
      }),
    );
  });

  it('level tasks never touches money or the contract, and works everything else of the booth but the team', () => {
    fc.assert(
      fc.property(operationArb, (operation) => {
        const allowed = mayDo({ role: 'member', level: 'tasks' }, operation);
        expect(allowed).toBe(
          !MONEY_AND_CONTRACT.includes(operation) && operation !== 'manageTeam' && operation !== 'assignTasks',
        );
      }),
    );
  });

  // spec: exhibitor-area §6 (booth checks against the user), team access: handing tasks out is the holder's and a
  // member "Alles"'s; a member "Aufgaben" works the tasks but does not share them out.
  it('the holder and a member of level all assign tasks; a member of level tasks works them but does not', () => {
    fc.assert(
      fc.property(accessArb, (access) => {
        expect(mayDo(access, 'assignTasks')).toBe(access.role === 'holder' || access.level === 'all');
        expect(mayDo(access, 'workTasks')).toBe(true);
      }),
    );
  });

  it('a member is never allowed more than the holder, and tasks never more than all', () => {
    fc.assert(
      fc.property(operationArb, (operation) => {
        const tasks = mayDo({ role: 'member', level: 'tasks' }, operation);
        const all = mayDo({ role: 'member', level: 'all' }, operation);
        expect(!tasks || all).toBe(true);
      }),
    );
  });

  it('granted and withheld split the operations of a level in their order', () => {
    fc.assert(
      fc.property(levelArb, (level) => {
        const granted = grantedOperations(level);
        const withheld = withheldOperations(level);
        expect([...granted, ...withheld].sort()).toEqual([...BOOTH_OPERATIONS].sort());
        for (const operation of granted) expect(mayDo({ role: 'member', level }, operation)).toBe(true);
        for (const operation of withheld) expect(mayDo({ role: 'member', level }, operation)).toBe(false);
        expect(granted).toEqual(BOOTH_OPERATIONS.filter((operation) => granted.includes(operation)));
      }),
    );
  });
});

describe('what a reader sees of a booth and its documents', () => {
  it('a priced document (invoice, offer) is seen only by who may read invoices; the others by every reader', () => {
    fc.assert(
      fc.property(accessArb, documentTypeArb, (access, typ) => {
        const seen = mayReadDocument(access, typ);
        if (PRICED_DOCUMENT_TYPES.includes(typ)) expect(seen).toBe(mayDo(access, 'readInvoices'));
        else expect(seen).toBe(true);
      }),
    );
  });

  it('a document list keeps exactly the readable documents, in order', () => {
    fc.assert(
      fc.property(accessArb, fc.array(fc.record({ typ: documentTypeArb, dokumentId: fc.uuid() })), (access, docs) => {
        const seen = documentsReadBy(access, docs);
        expect(seen).toEqual(docs.filter((document) => mayReadDocument(access, document.typ)));
      }),
    );
  });

  it('the booth keeps its prices for who may read the costs, and has none at all for the others', () => {
    fc.assert(
      fc.property(
        accessArb,
        fc.record({ regiNr: fc.string(), standnummer: fc.string(), gesamtpreisNetto: fc.double() }),
        (access, booth) => {
          const seen = boothReadBy(access, booth);
          if (mayDo(access, 'readCosts')) expect(seen).toEqual(booth);
          else {
            for (const field of BOOTH_PRICE_FIELDS) expect(field in seen).toBe(false);
            expect(seen).toEqual({ regiNr: booth.regiNr, standnummer: booth.standnummer });
          }
        },
      ),
    );
  });
});

describe('who holds a task and whom it reminds', () => {
  const idArb = fc.string({ minLength: 1, maxLength: 6 });

  it('a task is held only by the booth holder or one of its members', () => {
    fc.assert(
      fc.property(idArb, fc.uniqueArray(idArb), idArb, (holderId, memberIds, userId) => {
        expect(mayHoldTask({ holderId, memberIds }, userId)).toBe(userId === holderId || memberIds.includes(userId));
      }),
    );
  });

  it('an unassigned task reminds every reader; an assigned one its assignee and the holder only', () => {
    fc.assert(
      fc.property(idArb, fc.boolean(), fc.option(idArb, { nil: null }), (userId, isHolder, assigneeId) => {
        const reminded = isRemindedOf({ userId, isHolder }, assigneeId);
        if (assigneeId === null || isHolder) expect(reminded).toBe(true);
        else expect(reminded).toBe(assigneeId === userId);
      }),
    );
  });
});

describe('how a level is put in words', () => {
  it('names every operation but reading the booth once, as granted or withheld, in the rule’s order', () => {
    fc.assert(
      fc.property(levelArb, (level) => {
        const outline = levelOutline(level);
        const granted = outline.kind === 'list' ? outline.granted : [];
        const named = BOOTH_OPERATIONS.filter((operation) => operation !== 'readBooth');
        for (const operation of outline.withheld) expect(mayDo({ role: 'member', level }, operation)).toBe(false);
        for (const operation of granted) expect(mayDo({ role: 'member', level }, operation)).toBe(true);
        if (outline.kind === 'list') expect([...granted, ...outline.withheld].sort()).toEqual([...named].sort());
        else expect(outline.withheld.length).toBeLessThan(named.length - outline.withheld.length);
        expect(outline.withheld).toEqual(named.filter((operation) => outline.withheld.includes(operation)));
      }),
    );
  });

  it('says level all by what it withholds (the team) and level tasks by both lists', () => {
    expect(levelOutline('all')).toEqual({ kind: 'allBut', withheld: ['manageTeam'] });
    expect(levelOutline('tasks')).toEqual({
      kind: 'list',
      granted: ['workTasks', 'readDocuments', 'insurance', 'contact'],
      withheld: ['readCosts', 'readInvoices', 'contractActions', 'assignTasks', 'manageTeam'],
    });
  });
});
