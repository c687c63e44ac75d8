import { REBUTTAL_REPORT_WORDS } from '@damages/contracts';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { reportFileName } from '../model/report-file-name.ts';
import { useReport } from '../state/report-context.tsx';
import { PACKAGE_WORDS } from './package/package-words.ts';

type Format = 'word' | 'excel' | 'package' | 'rebuttal';

const FORMAT_NAMES: Record<Format, string> = {
  word: 'Word document',
  excel: 'workbook',
  package: 'data package',
  rebuttal: 'rebuttal Word document',
};

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
 * 'Download Word', 'Download Excel' and 'Download data package' in the report
 * header. The exporters (docx, exceljs, jszip and the builders) are loaded only
 * when a button is pressed, so the report and the form do not carry them. All
 * export the scenario of record, named in the file name, whatever scenario the
 * screen is viewing.
 */
export function ExportButtons() {
  const { formId, record, recordData: data, fontFamily, issued, supplemented } = useReport();
  const [busy, setBusy] = useState<Format | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const base = reportFileName(data, issued);

  const run = async (format: Format) => {
    setBusy(format);
    setFailed(null);
    try {
      if (format === 'word') {
        const { wordFile } = await import('./word/word-file.ts');
        save(await wordFile(formId, record, data, fontFamily, issued, supplemented), `${base}.docx`);
      } else if (format === 'rebuttal') {
        const { rebuttalWordFile } = await import('./word/word-file.ts');
        save(await rebuttalWordFile(formId, record, data, fontFamily), `${base} - ${REBUTTAL_REPORT_WORDS.coverKicker}.docx`);
      } else if (format === 'excel') {
        const { excelFile } = await import('./excel/excel-file.ts');
        save(await excelFile(record, data, issued), `${base}.xlsx`);
      } else {
        const { dataPackage } = await import('./package/package-file.ts');
        save((await dataPackage(formId, record, data)).blob, `${base}${PACKAGE_WORDS.fileSuffix}.zip`);
      }
    } catch (error) {
      setFailed(`The ${FORMAT_NAMES[format]} could not be made: ${error instanceof Error ? error.message : String(error)}`);
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
      <Button size="sm" variant="outline-light" onClick={() => void run('package')} disabled={busy !== null}>
        {busy === 'package' ? PACKAGE_WORDS.busy : PACKAGE_WORDS.button}
      </Button>
      {record.opposing !== undefined && (
        <Button size="sm" variant="outline-light" onClick={() => void run('rebuttal')} disabled={busy !== null}>
          {busy === 'rebuttal' ? REBUTTAL_REPORT_WORDS.wordBusy : REBUTTAL_REPORT_WORDS.wordButton}
        </Button>
      )}
      {failed && (
        <span role="alert" className="small text-warning">
          {failed}
        </span>
      )}
    </>
  );
}
