import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { boothCostsExportPath } from '../../api/deadlinesApi.ts';
import { formatCentimes } from '../../../../domain/presentation/money.ts';
import type { CostGroup, FairPageView } from '../../api/fairApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { FORMAT_LOCALES } from '../../i18n/languages.ts';
import { ExportButtons } from '../../ui/ExportButtons.tsx';
import { FileExportStore } from '../../ui/FileExportStore.ts';
import { ChevronIcon, InfoIcon } from '../../ui/Icons.tsx';
import type { FairPageStore } from './FairPageStore.ts';

/**
 * The costs tab (exhibitor-area §2 Cost list, §9 Numbers): a group per service group that opens to its lines
 * (article, description / comment, quantity, price CHF, total CHF) with its subtotal excluding VAT, and the
 * grand total. Money with the apostrophe thousands separator and two decimals in every language. The lines can be
 * downloaded as Excel or CSV in the page's language (the booth's cost address, asked for the file).
 */
export const CostsTab = observer(function CostsTab({ page, view }: { page: FairPageStore; view: FairPageView }) {
  const root = useStores();
  const { t } = useTranslation();
  const { costs } = view;
  const regiNr = view.booth?.regiNr ?? '';
  const [file] = useState(
    () => new FileExportStore(root, () => boothCostsExportPath(regiNr, root.session.language), `costs-${regiNr}`),
  );

  return (
    <section className="fair-panel-section" aria-labelledby="costs-title">
      <div className="costs-head">
        <h2 id="costs-title" className="subsection-title">
          {t('fair.costs.title')}
        </h2>
        {costs.groups.length > 0 && <ExportButtons store={file} label={t('fair.costs.export')} />}
      </div>
      <p className="notice">
        <InfoIcon className="notice-icon" />
        {t('fair.costs.delayNotice')}
      </p>
      {costs.groups.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state-title">{t('fair.costs.emptyTitle')}</p>
          {/* A page from kept data may lack the costs it never had kept: not known, rather than none. */}
          <p>{view.stale ? t('fair.costs.unavailableText') : t('fair.costs.emptyText')}</p>
        </div>
      ) : (
        <>
          <ul className="cost-groups">
            {costs.groups.map((group) => (
              <CostGroupView key={group.leistungsgruppeId} page={page} group={group} />
            ))}
          </ul>
          <p className="cost-total">
            <span>{t('fair.costs.total')}</span>
            <span className="cost-amount">CHF {formatCentimes(costs.total.centimes)}</span>
          </p>
        </>
      )}
    </section>
  );
});

const CostGroupView = observer(function CostGroupView({ page, group }: { page: FairPageStore; group: CostGroup }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const expanded = page.isCostGroupExpanded(group.leistungsgruppeId);
  const panelId = `cost-group-${group.leistungsgruppeId}`;
  const quantity = new Intl.NumberFormat(FORMAT_LOCALES[session.language], { maximumFractionDigits: 2 });
  // The booking system writes its unit codes in German (Stk, m2 ...): known ones are read in the UI's language.
  const units = t('fair.costs.units', { returnObjects: true }) as Record<string, string>;

  return (
    <li className="cost-group">
      <h3 className="cost-group-head">
        <button
          type="button"
          className="cost-group-toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => page.toggleCostGroup(group.leistungsgruppeId)}
        >
          <ChevronIcon className={expanded ? 'chevron chevron-open' : 'chevron'} />
          <span className="cost-group-name">{group.leistungsgruppeBezeichnung || group.leistungsgruppeId}</span>
          <span className="cost-group-subtotal">
            <span className="cost-group-subtotal-label">{t('fair.costs.subtotal')}</span>
            <span className="cost-amount">CHF {formatCentimes(group.subtotal.centimes)}</span>
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!expanded} className="cost-group-body">
        <table className="cost-table">
          <caption className="sr-only">{group.leistungsgruppeBezeichnung}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fair.costs.article')}</th>
              <th scope="col">{t('fair.costs.description')}</th>
              <th scope="col" className="cost-number">
                {t('fair.costs.quantity')}
              </th>
              <th scope="col" className="cost-number">
                {t('fair.costs.price')}
              </th>
              <th scope="col" className="cost-number">
                {t('fair.costs.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {group.lines.map((line) => (
              <tr key={line.buchungId}>
                <td data-label={t('fair.costs.article')}>{line.leistungsId}</td>
                <td data-label={t('fair.costs.description')}>
                  <span className="cost-cell">
                    {line.leistungsBezeichnung}
                    {line.paketTeil && <span className="cost-comment">{t('fair.costs.packagePart')}</span>}
                  </span>
                </td>
                <td data-label={t('fair.costs.quantity')} className="cost-number">
                  {quantity.format(line.menge)}{' '}
                  {Object.hasOwn(units, line.einheit) ? units[line.einheit] : line.einheit}
                </td>
                <td data-label={t('fair.costs.price')} className="cost-number cost-amount">
                  {formatCentimes(line.einzelPreisNetto.centimes)}
                </td>
                <td data-label={t('fair.costs.lineTotal')} className="cost-number cost-amount">
                  {formatCentimes(line.gesamtPreisNetto.centimes)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('fair.costs.subtotal')}
              </th>
              <td className="cost-number cost-amount" data-label={t('fair.costs.subtotal')}>
                {formatCentimes(group.subtotal.centimes)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </li>
  );
});
