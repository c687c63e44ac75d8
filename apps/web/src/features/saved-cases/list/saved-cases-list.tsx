import { Alert, Card, Table } from 'react-bootstrap';
import { ImportCaseButton } from '../case-file/import-case-dialog.tsx';
import { CaseRows } from './case-row.tsx';
import { COLUMNS, HEADS } from './list-heads.ts';
import { ListTools } from './list-tools.tsx';
import { UnreadableRow } from './unreadable-row.tsx';
import { useSavedCasesList, type SavedCasesListView } from './use-saved-cases-list.ts';
import './saved-cases-list.css';

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
  const view = useSavedCasesList();
  const { list, notice, actions } = view;
  // With nothing saved yet only the import is offered, not an empty list.
  if (list.cases.length === 0 && list.unreadable.length === 0)
    return <NothingSaved locked={view.locked} notice={notice} onImported={actions.imported} />;
  return (
    <Card as="section" aria-labelledby="saved-cases-title" className="form-section mb-4 saved-cases-panel">
      <Card.Header className="d-flex align-items-center gap-2">
        <h2 id="saved-cases-title" className="h5 mb-0 flex-grow-1">
          Saved cases
        </h2>
        <Status notice={notice} />
        <ImportCaseButton onImported={actions.imported} />
      </Card.Header>
      <ListTools search={view.search} onSearch={view.setSearch} order={view.order} onOrder={view.setOrder} />
      <CasesTable view={view} />
    </Card>
  );
}

function Status({ notice }: { notice: string | null }) {
  return (
    <span className="small text-body-secondary" role="status">
      {notice}
    </span>
  );
}

/** No case yet: why the cases could not be opened, if they could not, and the import. */
function NothingSaved({
  locked,
  notice,
  onImported,
}: {
  locked: string | undefined;
  notice: string | null;
  onImported: (notice: string) => void;
}) {
  return (
    <div className="d-flex align-items-center justify-content-end gap-2 mb-3">
      {locked && (
        <Alert variant="warning" className="flex-grow-1 mb-0 py-2">
          {locked}
        </Alert>
      )}
      <Status notice={notice} />
      <ImportCaseButton onImported={onImported} />
    </div>
  );
}

function CasesTable({ view }: { view: SavedCasesListView }) {
  const { list, rows, search, confirming, actions } = view;
  return (
    <Table responsive hover className="mb-0 align-middle saved-cases">
      <ColumnHeads />
      <tbody>
        {rows.length === 0 && list.cases.length > 0 && (
          <tr>
            <td colSpan={COLUMNS} className="text-body-secondary">
              No saved case matches “{search.trim()}”.
            </td>
          </tr>
        )}
        {rows.map((item) => (
          <CaseRows key={item.id} item={item} confirming={confirming === item.id} actions={actions} />
        ))}
        {list.unreadable.map((item) => (
          <UnreadableRow key={item.id} item={item} confirming={confirming === item.id} actions={actions} />
        ))}
      </tbody>
    </Table>
  );
}

function ColumnHeads() {
  return (
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
  );
}
