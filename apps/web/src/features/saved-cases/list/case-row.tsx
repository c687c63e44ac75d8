import { caseCaption, docketText, SCENARIO_OF_RECORD_WORDS, formatMoney, formatTimestamp } from '@damages/contracts';
import { Badge, Button } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import type { SavedCase } from '../store/case-listing.ts';
import { caseTotal } from './case-total.ts';
import { COLUMNS, HEADS } from './list-heads.ts';
import { plaintiffOf, type SavedCasesActions } from './use-saved-cases-list.ts';

interface RowProps {
  item: SavedCase;
  /** Its delete is being confirmed. */
  confirming: boolean;
  actions: SavedCasesActions;
}

/** A case's row, and under an unclaimed case the question whether to keep it. */
export function CaseRows({ item, confirming, actions }: RowProps) {
  return (
    <>
      <tr>
        <CaseCell item={item} />
        <td data-label={HEADS.caseType}>{item.caseType}</td>
        <td data-label={HEADS.dateOfReport} className="text-nowrap">
          {item.dateOfReport}
        </td>
        <CaseTotalCell record={item.record} />
        <SavedAtCell label={HEADS.created} at={item.createdAt} />
        <SavedAtCell label={HEADS.saved} at={item.savedAt} />
        <td className="case-actions">
          {confirming ? <ConfirmDelete item={item} actions={actions} /> : <CaseActions item={item} actions={actions} />}
        </td>
      </tr>
      {item.unclaimed && !confirming && <UnclaimedRow item={item} actions={actions} />}
    </>
  );
}

/**
 * The case's whole caption: its name, the court and the docket, each on
 * a line of its own that wraps; nothing is cut short, so no tooltip has to hold the rest.
 */
function CaseCell({ item }: { item: SavedCase }) {
  const { court, docketNumber } = caseCaption(item.record.formData);
  const docket = docketText(docketNumber);
  return (
    <td className="case-cell">
      <span className="case-caption">{item.caption || <span className="text-body-secondary">Unnamed</span>}</span>
      {item.unclaimed && (
        <Badge bg="secondary" className="ms-2">
          in no account
        </Badge>
      )}
      {court && <div className="case-court">{court}</div>}
      {docket && <div className="case-docket">{docket}</div>}
      {/* A caption or a copy's name hides whose case it is: the plaintiff goes under it. */}
      {item.caption !== item.plaintiffName && <div className="small text-body-secondary">Plaintiff: {item.plaintiffName}</div>}
    </td>
  );
}

/** "2025-07-02 06:00", the time under the date when the column is narrow (never inside the date). */
function SavedAtCell({ label, at }: { label: string; at: string | undefined }) {
  const [date, time] = formatTimestamp(at).split(' ');
  return (
    <td data-label={label}>
      <span className="text-nowrap">{date}</span>
      {time && (
        <>
          {' '}
          <span className="text-nowrap">{time}</span>
        </>
      )}
    </td>
  );
}

/** The case's headline figure under its scenario of record, which it names: the figure the report and its exports state. */
function CaseTotalCell({ record }: { record: SavedCase['record'] }) {
  const total = caseTotal(record);
  return (
    <td data-label={HEADS.total} className="case-total text-nowrap">
      {total === undefined ? '—' : formatMoney(total.total)}
      {total !== undefined && total.scenario !== '' && (
        <div className="small text-body-secondary text-wrap" title={SCENARIO_OF_RECORD_WORDS.title}>
          {total.scenario}
        </div>
      )}
    </td>
  );
}

/** The row buttons name the plaintiff, as they always did; a copy ("Copy of …") by its own name so that the two differ. */
const labelOf = (item: SavedCase) => item.record.name ?? item.plaintiffName;

function CaseActions({ item, actions }: Omit<RowProps, 'confirming'>) {
  const navigate = useNavigate();
  const label = labelOf(item);
  return (
    <div className="case-actions-buttons">
      <Button size="sm" variant="primary" onClick={() => void navigate(`/form/${item.id}`)} aria-label={`Open ${label}`}>
        Open
      </Button>
      <Link className="btn btn-sm btn-outline-primary" to={`/${item.id}/table-of-contents`} aria-label={`Report of ${label}`}>
        Report
      </Link>
      <Button size="sm" variant="outline-secondary" onClick={() => void actions.duplicate(item)} aria-label={`Duplicate ${label}`}>
        Duplicate
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={() => actions.exportFile(item)} aria-label={`Export ${label}`}>
        Export
      </Button>
      <Button size="sm" variant="outline-danger" onClick={() => actions.confirmDelete(item.id)} aria-label={`Delete ${label}`}>
        Delete
      </Button>
    </div>
  );
}

function ConfirmDelete({ item, actions }: Omit<RowProps, 'confirming'>) {
  return (
    <div className="case-actions-buttons">
      <Button size="sm" variant="danger" onClick={() => actions.remove(item.id)}>
        Confirm delete
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={() => actions.confirmDelete(null)}>
        Cancel
      </Button>
    </div>
  );
}

/** A case saved in clear text before cases were kept per account: keep it in the account, or delete it. */
function UnclaimedRow({ item, actions }: Omit<RowProps, 'confirming'>) {
  return (
    <tr className="unclaimed-case">
      <td colSpan={COLUMNS}>
        <span className="me-3">
          Saved in this browser before cases were kept per account. <strong>Keep this case in your account?</strong>
        </span>
        <Button
          size="sm"
          variant="primary"
          className="me-2"
          onClick={() => void actions.keep(item)}
          aria-label={`Keep the case of ${plaintiffOf(item)} in your account`}
        >
          Keep
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          onClick={() => actions.confirmDelete(item.id)}
          aria-label={`Delete the case of ${plaintiffOf(item)} instead`}
        >
          Delete
        </Button>
      </td>
    </tr>
  );
}
