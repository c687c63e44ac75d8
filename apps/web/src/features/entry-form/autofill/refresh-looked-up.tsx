import { provenanceText } from '@damages/contracts';
import { useState } from 'react';
import { Button, ModalBody, ModalFooter, ModalHeader, ModalTitle, Spinner, Table } from 'react-bootstrap';
import { useFormContext } from 'react-hook-form';
import { postJson } from '../../../lib/api-client.ts';
import { LazyModal } from '../../../lib/lazy-modal.tsx';
import type { FormValues } from '../model/form-values.ts';
import { refreshPlan, runRefresh, type Figure, type RefreshRow } from './refresh.ts';
import { REFRESH_WORDS } from '../model/refresh-words.ts';

/**
 * "Refresh looked-up figures", beside Submit: after the case's dates move for a supplemental
 * report, every looked-up figure is looked up again in one step. The dialog lists each figure with
 * its old and new value and source; Apply writes the new ones into the form as their Autofills would
 * (each still editable), Cancel changes nothing.
 */
export function RefreshLookedUpFigures() {
  const { getValues, setValue, formState } = useFormContext<FormValues>();
  const [busy, setBusy] = useState(false);
  const [rows, setRows] = useState<RefreshRow[] | null>(null);
  const [dateOfReport, setDateOfReport] = useState('');

  const refresh = async () => {
    setBusy(true);
    try {
      const values = getValues();
      setDateOfReport(values.case.dateOfReport);
      setRows(await runRefresh(refreshPlan(values), (path, body) => postJson<unknown>(path, body)));
    } finally {
      setBusy(false);
    }
  };

  const apply = () => {
    for (const row of rows ?? []) {
      if (row.status !== 'refreshed') continue;
      const { figure, next } = row;
      setValue(figure.name, next.value, { shouldDirty: true, shouldTouch: true, shouldValidate: formState.isSubmitted });
      // The path's value type is the union of every field's; the provenance kinds are checked where they are made (lookups.ts).
      setValue(figure.provenanceName, next.provenance as never, { shouldDirty: true });
      if (figure.lookedUpName) setValue(figure.lookedUpName, Number(next.value) as never);
    }
    setRows(null);
  };

  const refreshed = rows?.filter((row) => row.status === 'refreshed').length ?? 0;
  return (
    <>
      <Button variant="outline-primary" size="lg" onClick={() => void refresh()} disabled={busy}>
        {busy ? <Spinner as="span" animation="border" size="sm" role="status" aria-label={REFRESH_WORDS.busy} className="me-2" /> : null}
        {REFRESH_WORDS.button}
      </Button>
      <LazyModal show={rows !== null} onHide={() => setRows(null)} centered size="xl" aria-labelledby="refresh-dialog-title">
        <ModalHeader closeButton>
          <ModalTitle id="refresh-dialog-title" as="h2" className="h5">
            {REFRESH_WORDS.title}
          </ModalTitle>
        </ModalHeader>
        <ModalBody>
          {rows !== null && rows.length === 0 ? (
            <p className="mb-0">{REFRESH_WORDS.none}</p>
          ) : (
            <>
              <p>{REFRESH_WORDS.intro(dateOfReport)}</p>
              <RefreshTable rows={rows ?? []} />
            </>
          )}
        </ModalBody>
        <ModalFooter>
          <Button variant="outline-secondary" onClick={() => setRows(null)} autoFocus>
            {refreshed > 0 ? REFRESH_WORDS.cancel : REFRESH_WORDS.close}
          </Button>
          {refreshed > 0 && (
            <Button variant="primary" onClick={apply}>
              {REFRESH_WORDS.apply}
            </Button>
          )}
        </ModalFooter>
      </LazyModal>
    </>
  );
}

/** A figure's value and where it comes from, as its field's note says it. */
function figureText(value: string, provenance: Figure['provenance']) {
  return (
    <>
      <span className="fw-semibold">{value}</span>
      {provenance && <div className="small text-body-secondary">{provenanceText(provenance)}</div>}
    </>
  );
}

function RefreshTable({ rows }: { rows: readonly RefreshRow[] }) {
  return (
    <Table size="sm" className="align-middle mb-0" aria-label={REFRESH_WORDS.title}>
      <thead>
        <tr>
          <th scope="col">{REFRESH_WORDS.figure}</th>
          <th scope="col">{REFRESH_WORDS.now}</th>
          <th scope="col">{REFRESH_WORDS.refreshed}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.figure.name} className={row.status === 'refreshed' && row.changed ? 'table-warning' : undefined}>
            <th scope="row" className="fw-normal">
              {row.figure.label}
            </th>
            <td>{figureText(row.figure.value, row.figure.provenance)}</td>
            <td>
              <RefreshedCell row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function RefreshedCell({ row }: { row: RefreshRow }) {
  if (row.status === 'entered') return <span className="text-body-secondary">{REFRESH_WORDS.entered}</span>;
  if (row.status === 'failed') return <span className="text-danger">{REFRESH_WORDS.failed(row.message)}</span>;
  return (
    <>
      {figureText(row.next.value, row.next.provenance)}
      <span className={`badge ${row.changed ? 'text-bg-warning' : 'text-bg-light'} mt-1`}>
        {row.changed ? REFRESH_WORDS.changed : REFRESH_WORDS.unchanged}
      </span>
    </>
  );
}
