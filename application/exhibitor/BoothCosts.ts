import { formatCentimes, toCentimes, type CostLine, type Language, type Localized } from '../../domain/index.ts';
import { costLineNames } from '../../domain/tasks/costNames.ts';

/** An amount in CHF as integer centimes, with the text the domain's money rule gives it (1'234.50). */
export interface Money {
  readonly centimes: number;
  readonly text: string;
}

export interface CostLineView {
  readonly buchungId: string;
  readonly leistungsId: string;
  readonly leistungsBezeichnung: string;
  readonly menge: number;
  readonly einheit: string;
  readonly einzelPreisNetto: Money;
  readonly gesamtPreisNetto: Money;
  readonly paketTeil: boolean;
  readonly regiNrPaketKopf: string | null;
}

export interface CostGroupView {
  readonly leistungsgruppeId: string;
  readonly leistungsgruppeBezeichnung: string;
  readonly lines: readonly CostLineView[];
  /** Sum of the group's lines, excluding VAT. */
  readonly subtotal: Money;
}

export interface CostsView {
  readonly groups: readonly CostGroupView[];
  readonly total: Money;
}

export const money = (centimes: number): Money => ({ centimes, text: formatCentimes(centimes) });

/**
 * The cost list of a booth (exhibitor-area §2 Cost list): one group per service group in the order the
 * groups first appear, each with its sub-total excluding VAT, and the grand total. Amounts are summed in
 * integer centimes so that no binary rounding creeps into the totals. Groups and lines are named in the
 * reader's language (costLineNames: a group as the fair's tasks tab heads it).
 */
export function costsView(
  lines: readonly CostLine[],
  groupTitles: ReadonlyMap<string, Localized<string>> = new Map(),
  language: Language = 'de',
): CostsView {
  const groups = new Map<string, { bezeichnung: string; lines: CostLineView[]; centimes: number }>();
  let total = 0;
  for (const line of lines) {
    const lineTotal = toCentimes(line.gesamtPreisNetto);
    const names = costLineNames(line, groupTitles, language);
    const group = groups.get(line.leistungsgruppeId) ?? {
      bezeichnung: names.group,
      lines: [],
      centimes: 0,
    };
    group.lines.push({
      buchungId: line.buchungId,
      leistungsId: line.leistungsId,
      leistungsBezeichnung: names.line,
      menge: line.menge,
      einheit: line.einheit,
      einzelPreisNetto: money(toCentimes(line.einzelPreisNetto)),
      gesamtPreisNetto: money(lineTotal),
      paketTeil: line.paketTeil,
      regiNrPaketKopf: line.regiNrPaketKopf ?? null,
    });
    group.centimes += lineTotal;
    total += lineTotal;
    groups.set(line.leistungsgruppeId, group);
  }
  return {
    groups: [...groups].map(([leistungsgruppeId, group]) => ({
      leistungsgruppeId,
      leistungsgruppeBezeichnung: group.bezeichnung,
      lines: group.lines,
      subtotal: money(group.centimes),
    })),
    total: money(total),
  };
}
