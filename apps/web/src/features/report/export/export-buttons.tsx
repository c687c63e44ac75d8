import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { reportFileName } from '../model/report-file-name.ts';
import { useReport } from '../state/report-context.tsx';

type Format = 'word' | 'excel';

/** Saves a file the browser made, under a name. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Download Word' and 'Download Excel' in the report header. The exporters
 * (docx, exceljs and the builders) are loaded only when a button is pressed,
 * so the report and the form do not carry them. Both export the scenario of
 * record, named in the file name, whatever scenario the screen is viewing.
 */
export function ExportButtons() {
  const { formId, record, recordData: data, fontFamily, issued } = useReport();
  const [busy, setBusy] = useState<Format | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const base = reportFileName(data, issued);

  const run = async (format: Format) => {
    setBusy(format);
    setFailed(null);
    try {
      if (format === 'word') {
        const { wordFile } = await import('./word/word-file.ts');
        save(await wordFile(formId, record, data, fontFamily, issued), `${base}.docx`);
      } else {
        const { excelFile } = await import('./excel/excel-file.ts');
        save(await excelFile(record, data), `${base}.xlsx`);
      }
    } catch (error) {
      setFailed(
        `The ${format === 'word' ? 'Word document' : 'workbook'} could not be made: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button size="sm" variant="outline-light" onClick={() => void run('word')} disabled={busy !== null}>
        {busy === 'word' ? 'Preparing Word…' : 'Download Word'}
      </Button>
      <Button size="sm" variant="outline-light" onClick={() => void run('excel')} disabled={busy !== null}>
        {busy === 'excel' ? 'Preparing Excel…' : 'Download Excel'}
      </Button>
      {failed && (
        <span role="alert" className="small text-warning">
          {failed}
        </span>
      )}
    </>
  );
}
