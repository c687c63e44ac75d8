import { VALIDATION_WORDS, type WarningLine } from '@damages/contracts';

/** The report's validation list: each line a warning the user overrode, marked so, one line per cause. */
export function ValidationLines({ lines, reason, className }: { lines: readonly WarningLine[]; reason?: string; className?: string }) {
  return (
    <>
      <ul className={['validation-list', className].filter(Boolean).join(' ')}>
        {lines.map((line, index) => (
          <li key={`${line.id}-${index}`} data-warning={line.id}>
            <strong className="validation-mark">{VALIDATION_WORDS.overridden}</strong> {line.text}
          </li>
        ))}
      </ul>
      {reason && (
        <p className="validation-reason" data-testid="validation-reason">
          <strong>{VALIDATION_WORDS.reasonGiven}</strong> {reason}
        </p>
      )}
    </>
  );
}
