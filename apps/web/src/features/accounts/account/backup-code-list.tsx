import { BACKUP_CODE_WORDS as WORDS, backupCodesText } from '@damages/contracts';
import { useState } from 'react';
import { Button } from 'react-bootstrap';

type Copying = 'idle' | 'copied' | 'failed';

/**
 * Backup codes as they are shown once, with Copy (to the clipboard) and
 * Download (a text file): shown only once, they must be easy to keep. Used
 * where two-factor is turned on and where new codes are generated.
 */
export function BackupCodeList({ codes }: { codes: readonly string[] }) {
  const [copying, setCopying] = useState<Copying>('idle');
  const text = backupCodesText(codes);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopying('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the codes are still there to select, or to download.
      setCopying('failed');
    }
  }

  return (
    <div className="mb-3">
      <ul className="backup-codes mb-2" aria-label={WORDS.listLabel}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button variant="outline-secondary" size="sm" onClick={() => void copy()}>
          {WORDS.copy}
        </Button>
        {/* A data URL needs no object URL to create and revoke, and the file is small. */}
        <a
          className="btn btn-outline-secondary btn-sm"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={WORDS.fileName}
        >
          {WORDS.download}
        </a>
        <span role="status" className={copying === 'failed' ? 'small text-danger' : 'small text-success'}>
          {copying === 'copied' ? WORDS.copied : copying === 'failed' ? WORDS.copyFailed : ''}
        </span>
      </div>
    </div>
  );
}
