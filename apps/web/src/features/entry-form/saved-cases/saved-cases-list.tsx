import { Fragment, useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Table } from 'react-bootstrap';
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
import { exportCase } from '../../case-files/export-case.ts';
import { ImportCaseButton } from '../../case-files/import-case-dialog.tsx';
import { formatSavedAt } from './format-saved-at.ts';

const load = listSavedCases;

/**
 * "Saved cases" on /form: open, duplicate, export or delete a case saved in
 * this browser, or import one from a case file. A case saved in another tab
 * shows at once (the storage event).
 */
export function SavedCasesList() {
  const navigate = useNavigate();
  const [list, setList] = useState(load);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

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
    <Card as="section" aria-labelledby="saved-cases-title" className="form-section mb-4">
      {header}
      <Table responsive hover className="mb-0 align-middle saved-cases">
        <thead>
          <tr>
            <th scope="col">Plaintiff</th>
            <th scope="col">Case type</th>
            <th scope="col">Date of report</th>
            <th scope="col">Saved at</th>
            <th scope="col" className="text-end">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {list.cases.map((item) => (
            <Fragment key={item.id}>
              <tr>
                <td>
                  {item.plaintiffName || <span className="text-body-secondary">Unnamed</span>}
                  {item.unclaimed && (
                    <Badge bg="secondary" className="ms-2">
                      in no account
                    </Badge>
                  )}
                </td>
                <td>{item.caseType}</td>
                <td>{item.dateOfReport}</td>
                <td>{formatSavedAt(item.savedAt)}</td>
                <td className="text-end text-nowrap">
                  {confirming === item.id ? (
                    <>
                      <Button size="sm" variant="danger" className="me-2" onClick={() => remove(item.id)}>
                        Confirm delete
                      </Button>
                      <Button size="sm" variant="outline-secondary" onClick={() => setConfirming(null)}>
                        Cancel
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button
                        size="sm"
                        variant="primary"
                        className="me-2"
                        onClick={() => navigate(`/form/${item.id}`)}
                        aria-label={`Open ${item.plaintiffName}`}
                      >
                        Open
                      </Button>
                      <Link
                        className="btn btn-sm btn-outline-primary me-2"
                        to={`/${item.id}/table-of-contents`}
                        aria-label={`Report of ${item.plaintiffName}`}
                      >
                        Report
                      </Link>
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        className="me-2"
                        onClick={() => void duplicate(item)}
                        aria-label={`Duplicate ${item.plaintiffName}`}
                      >
                        Duplicate
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        className="me-2"
                        onClick={() => exportFile(item)}
                        aria-label={`Export ${item.plaintiffName}`}
                      >
                        Export
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        onClick={() => setConfirming(item.id)}
                        aria-label={`Delete ${item.plaintiffName}`}
                      >
                        Delete
                      </Button>
                    </>
                  )}
                </td>
              </tr>
              {item.unclaimed && confirming !== item.id && (
                <tr className="unclaimed-case">
                  <td colSpan={5}>
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
              <td colSpan={4}>
                <Badge bg="warning" text="dark" className="me-2">
                  could not be read
                </Badge>
                Saved case <code>{item.id}</code> could not be read. {item.reason}
              </td>
              <td className="text-end">
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
