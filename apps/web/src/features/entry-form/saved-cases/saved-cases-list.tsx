import { caseCaption, docketText, SCENARIO_OF_RECORD_WORDS } from '@damages/contracts';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Form, Table } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import {
  claimCase,
  deleteCase,
  duplicateCase,
  listSavedCases,
  onSavedCasesChange,
  StorageFull,
  type SavedCase,
} from '../../../lib/saved-cases/saved-cases-store.ts';
import { unlockProblem } from '../../../lib/saved-cases/case-key.ts';
import { CASE_DAMAGE_BADGES, DAMAGED_CASE_REMEDY, OTHER_CASES_UNAFFECTED } from '../../../lib/saved-cases/case-damage.ts';
import { exportCase } from '../../case-files/export-case.ts';
import { ImportCaseButton } from '../../case-files/import-case-dialog.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { arrangeCases, CASE_ORDERS, isCaseOrder, type CaseOrder } from './case-order.ts';
import { CASE_SEARCH_PLACEHOLDER } from './case-search.ts';
import { caseTotal } from './case-total.ts';
import { formatSavedAt } from './format-saved-at.ts';
import './saved-cases-list.css';

const load = listSavedCases;

/**
 * "Saved cases" on /form: open, duplicate, export or delete a case saved in
 * this browser, or import one from a case file. A case saved in another tab
 * shows at once (the storage event). Each row tells its case apart (the whole
 * caption: case name, court and docket; total, created and saved times); the
 * order is the user's choice and stable, and a search narrows the rows by
 * caption, docket, court, attorney or plaintiff (case-search.ts). A narrow
 * panel stacks each case's cells (saved-cases-list.css). An entry that cannot
 * be opened (damaged, or clear text written over a sealed case) keeps its own
 * row saying what happened, that the other cases are fine, and what to do.
 */
export function SavedCasesList() {
  const navigate = useNavigate();
  const [list, setList] = useState(load);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [order, setOrder] = useState<CaseOrder>('created');
  const [search, setSearch] = useState('');
  const rows = useMemo(() => arrangeCases(list.cases, order, search), [list.cases, order, search]);

  useEffect(() => onSavedCasesChange(() => setList(load())), []);

  const duplicate = async (item: SavedCase) => {
    const name = item.plaintiffName || 'an unnamed plaintiff';
    try {
      await duplicateCase(item.id);
      setNotice(`Duplicated the case of ${name}.`);
    } catch (error) {
      setNotice(
        error instanceof StorageFull
          ? `Could not duplicate the case of ${name}: this browser's storage is full. Export cases you want to keep and delete them here to make room.`
          : `Could not duplicate the case of ${name}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    setList(load());
  };
  const keep = async (item: SavedCase) => {
    const name = item.plaintiffName || 'an unnamed plaintiff';
    try {
      await claimCase(item.id);
      setNotice(`The case of ${name} is now kept in your account.`);
    } catch (error) {
      setNotice(
        error instanceof StorageFull
          ? `Could not keep the case of ${name}: this browser's storage is full. Export cases you want to keep and delete them here to make room.`
          : `Could not keep the case of ${name}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    setList(load());
  };
  const exportFile = (item: SavedCase) =>
    setNotice(`Exported the case of ${item.plaintiffName || 'an unnamed plaintiff'} as ${exportCase(item.id, item.record)}.`);
  const imported = (text: string) => {
    setList(load());
    setNotice(text);
  };
  const remove = (id: string) => {
    deleteCase(id);
    setConfirming(null);
    setList(load());
    setNotice('Case deleted.');
  };

  const header = (
    <Card.Header className="d-flex align-items-center gap-2">
      <h2 id="saved-cases-title" className="h5 mb-0 flex-grow-1">
        Saved cases
      </h2>
      <span className="small text-body-secondary" role="status">
        {notice}
      </span>
      <ImportCaseButton onImported={imported} />
    </Card.Header>
  );
  const locked = unlockProblem();
  // With nothing saved yet only the import is offered, not an empty list.
  if (list.cases.length === 0 && list.unreadable.length === 0) {
    return (
      <div className="d-flex align-items-center justify-content-end gap-2 mb-3">
        {locked && (
          <Alert variant="warning" className="flex-grow-1 mb-0 py-2">
            {locked}
          </Alert>
        )}
        <span className="small text-body-secondary" role="status">
          {notice}
        </span>
        <ImportCaseButton onImported={imported} />
      </div>
    );
  }
  return (
    <Card as="section" aria-labelledby="saved-cases-title" className="form-section mb-4 saved-cases-panel">
      {header}
      <div className="d-flex flex-wrap gap-3 px-3 py-2 border-bottom saved-cases-tools">
        <Form.Group controlId="saved-cases-search" className="d-flex align-items-center gap-2 saved-cases-search">
          <Form.Label className="mb-0 text-nowrap">Search cases</Form.Label>
          <Form.Control
            type="search"
            size="sm"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={CASE_SEARCH_PLACEHOLDER}
          />
        </Form.Group>
        <Form.Group controlId="saved-cases-order" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 text-nowrap">Sort by</Form.Label>
          <Form.Select size="sm" value={order} onChange={(event) => isCaseOrder(event.target.value) && setOrder(event.target.value)}>
            {Object.entries(CASE_ORDERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <Table responsive hover className="mb-0 align-middle saved-cases">
        <thead>
          <tr>
            <th scope="col">{HEADS.case}</th>
            <th scope="col">{HEADS.caseType}</th>
            <th scope="col">{HEADS.dateOfReport}</th>
            <th scope="col" className="text-end">
              {HEADS.total}
            </th>
            <th scope="col">{HEADS.created}</th>
            <th scope="col">{HEADS.saved}</th>
            <th scope="col" className="text-end">
              {HEADS.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && list.cases.length > 0 && (
            <tr>
              <td colSpan={COLUMNS} className="text-body-secondary">
                No saved case matches “{search.trim()}”.
              </td>
            </tr>
          )}
          {rows.map((item) => (
            <Fragment key={item.id}>
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
                  {confirming === item.id ? (
                    <div className="case-actions-buttons">
                      <Button size="sm" variant="danger" onClick={() => remove(item.id)}>
                        Confirm delete
                      </Button>
                      <Button size="sm" variant="outline-secondary" onClick={() => setConfirming(null)}>
                        Cancel
                      </Button>
                    </div>
                  ) : (
                    <div className="case-actions-buttons">
                      <Button
                        size="sm"
                        variant="primary"
                        onClick={() => void navigate(`/form/${item.id}`)}
                        aria-label={`Open ${labelOf(item)}`}
                      >
                        Open
                      </Button>
                      <Link
                        className="btn btn-sm btn-outline-primary"
                        to={`/${item.id}/table-of-contents`}
                        aria-label={`Report of ${labelOf(item)}`}
                      >
                        Report
                      </Link>
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        onClick={() => void duplicate(item)}
                        aria-label={`Duplicate ${labelOf(item)}`}
                      >
                        Duplicate
                      </Button>
                      <Button size="sm" variant="outline-secondary" onClick={() => exportFile(item)} aria-label={`Export ${labelOf(item)}`}>
                        Export
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        onClick={() => setConfirming(item.id)}
                        aria-label={`Delete ${labelOf(item)}`}
                      >
                        Delete
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
              {item.unclaimed && confirming !== item.id && (
                <tr className="unclaimed-case">
                  <td colSpan={COLUMNS}>
                    <span className="me-3">
                      Saved in this browser before cases were kept per account. <strong>Keep this case in your account?</strong>
                    </span>
                    <Button
                      size="sm"
                      variant="primary"
                      className="me-2"
                      onClick={() => void keep(item)}
                      aria-label={`Keep the case of ${item.plaintiffName || 'an unnamed plaintiff'} in your account`}
                    >
                      Keep
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => setConfirming(item.id)}
                      aria-label={`Delete the case of ${item.plaintiffName || 'an unnamed plaintiff'} instead`}
                    >
                      Delete
                    </Button>
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
          {list.unreadable.map((item) => (
            <tr key={item.id} className="table-warning">
              <td colSpan={COLUMNS - 1}>
                <Badge bg="warning" text="dark" className="me-2">
                  {CASE_DAMAGE_BADGES[item.damage]}
                </Badge>
                Saved case <code>{item.id}</code>: {item.reason}
                <div className="small mt-1">
                  {OTHER_CASES_UNAFFECTED} {DAMAGED_CASE_REMEDY}
                </div>
              </td>
              <td className="case-actions">
                {confirming === item.id ? (
                  <Button size="sm" variant="danger" onClick={() => remove(item.id)}>
                    Confirm delete
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => setConfirming(item.id)}
                    aria-label={`Delete unreadable case ${item.id}`}
                  >
                    Delete
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

/** The column heads; a narrow panel, which stacks a case's cells, writes them before the cells instead (data-label). */
const HEADS = {
  case: 'Case',
  caseType: 'Case type',
  dateOfReport: 'Date of report',
  total: 'Total',
  created: 'Created',
  saved: 'Saved',
  actions: 'Actions',
} as const;
const COLUMNS = Object.keys(HEADS).length;

/**
 * The case's whole caption (issue 21): its name, the court and the docket, each on
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
  const [date, time] = formatSavedAt(at).split(' ');
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

/** The row buttons name the plaintiff, as they always did; a copy ("Copy of …") by its own name so that the two differ. */
const labelOf = (item: SavedCase) => item.record.name ?? item.plaintiffName;

/** The case's headline figure under its scenario of record, which it names (issue 21): the figure the report and its exports state. */
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
