import { formatMoney } from '@damages/contracts';
import { exhibitId } from '../charts/exhibit-id.ts';
import { TornadoChart } from '../charts/tornado-chart.tsx';
import { SENSITIVITY_EXHIBIT_WORDS as WORDS, type SensitivityExhibit } from '../model/sensitivity-exhibit.ts';
import { SensitivityGridTable, SensitivityOneWayTable } from '../tables/sensitivity-tables.tsx';

/**
 * The exhibit of the total's sensitivity: the one-way table, its tornado chart, the discount × growth grid
 * and the notes, as the service computed them at the submit. The chart is a figure of its own (data-exhibit)
 * so the Word document draws it natively; the tables around it are printed and exported as tables.
 */
export function SensitivityFigure({ exhibit, number }: { exhibit: SensitivityExhibit; number: number }) {
  return (
    <figure className="report-figure sensitivity-figure" data-testid="sensitivity">
      <figcaption>
        Exhibit {number}. {WORDS.title}
      </figcaption>
      {exhibit.state === 'missing' ? (
        <p className="report-note" data-testid="sensitivity-missing">
          {WORDS.missing}
        </p>
      ) : (
        <>
          {exhibit.stale !== undefined && (
            <p className="report-note sensitivity-stale" data-testid="sensitivity-stale">
              {exhibit.stale}
            </p>
          )}
          {exhibit.ofRecordOnly && exhibit.stale === undefined && <p className="report-note">{WORDS.ofRecordOnly}</p>}
          <p>{WORDS.lead(formatMoney(exhibit.base.total))}</p>
          {exhibit.rows.length === 0 ? (
            <p>{WORDS.noRows}</p>
          ) : (
            <>
              <p className="sensitivity-table-title">
                <strong>{WORDS.oneWayCaption}</strong>
              </p>
              <SensitivityOneWayTable rows={exhibit.rows} base={exhibit.base.total} />
              <figure className="report-figure" data-exhibit={exhibitId.sensitivity}>
                <figcaption>{WORDS.chartCaption}</figcaption>
                <TornadoChart rows={exhibit.rows} base={exhibit.base.total} />
              </figure>
            </>
          )}
          {exhibit.grid ? (
            <>
              <p className="sensitivity-lead">{WORDS.gridLead}</p>
              <p className="sensitivity-table-title">
                <strong>{WORDS.gridCaption}</strong>
              </p>
              <SensitivityGridTable grid={exhibit.grid} />
            </>
          ) : (
            <p>{WORDS.noGrid}</p>
          )}
          {exhibit.notes.length > 0 && (
            <>
              <p className="sensitivity-table-title">
                <strong>{WORDS.notes}</strong>
              </p>
              <ul data-testid="sensitivity-notes">
                {exhibit.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </figure>
  );
}
