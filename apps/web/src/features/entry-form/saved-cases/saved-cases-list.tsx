import { useState } from 'react';
import { Badge, Button, Card, Table } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { deleteCase, duplicateCase, listSavedCases, type SavedCase } from '../../../lib/saved-cases/saved-cases-store.ts';
import { formatSavedAt } from './format-saved-at.ts';

const load = listSavedCases;

/** "Saved cases" on /form: open, duplicate or delete a case saved in this browser. */
export function SavedCasesList() {
  const navigate = useNavigate();
  const [list, setList] = useState(load);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const duplicate = (item: SavedCase) => {
    duplicateCase(item.id);
    setList(load());
    setNotice(`Duplicated the case of ${item.plaintiffName || 'an unnamed plaintiff'}.`);
  };
  const remove = (id: string) => {
    deleteCase(id);
    setConfirming(null);
    setList(load());
    setNotice('Case deleted.');
  };

  if (list.cases.length === 0 && list.unreadable.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="saved-cases-title" className="form-section mb-4">
      <Card.Header className="d-flex align-items-center">
        <h2 id="saved-cases-title" className="h5 mb-0 flex-grow-1">
          Saved cases
        </h2>
        <span className="small text-body-secondary" role="status">
          {notice}
        </span>
      </Card.Header>
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
            <tr key={item.id}>
              <td>{item.plaintiffName || <span className="text-body-secondary">Unnamed</span>}</td>
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
                    <Button size="sm" variant="primary" className="me-2" onClick={() => navigate(`/form/${item.id}`)} aria-label={`Open ${item.plaintiffName}`}>
                      Open
                    </Button>
                    <Link className="btn btn-sm btn-outline-primary me-2" to={`/${item.id}/table-of-contents`} aria-label={`Report of ${item.plaintiffName}`}>
                      Report
                    </Link>
                    <Button size="sm" variant="outline-secondary" className="me-2" onClick={() => duplicate(item)} aria-label={`Duplicate ${item.plaintiffName}`}>
                      Duplicate
                    </Button>
                    <Button size="sm" variant="outline-danger" onClick={() => setConfirming(item.id)} aria-label={`Delete ${item.plaintiffName}`}>
                      Delete
                    </Button>
                  </>
                )}
              </td>
            </tr>
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
                  <Button size="sm" variant="outline-danger" onClick={() => setConfirming(item.id)} aria-label={`Delete unreadable case ${item.id}`}>
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
