import { VALIDATION_WORDS, formatLongDate } from '@damages/contracts';
import { Link } from 'react-router';
import { reportSection } from '../model/report-sections.ts';
import { useReport } from '../state/report-context.tsx';
import { ValidationLines } from './validation-list.tsx';

/**
 * The warnings of the check before calculating that the user overrode: a
 * reminder for the economist before signing, on screen. The report prints the
 * same list in the appendix of facts and data, so this box is not
 * printed twice.
 */
function ReviewWarnings() {
  const { validation, validationReason, textAppendices } = useReport().data;
  if (validation.length === 0) return null;
  const facts = textAppendices.find((appendix) => appendix.id === 'facts-and-data');
  return (
    <aside className="alert alert-warning report-warnings d-print-none" aria-labelledby="report-warnings-title">
      <h2 id="report-warnings-title" className="h6 mb-2">
        {VALIDATION_WORDS.screenTitle(validation.length)}
      </h2>
      <ValidationLines lines={validation} reason={validationReason} className="mb-1" />
      <p className="small mb-0">{VALIDATION_WORDS.screenNote(facts ? `Appendix ${facts.letter}, ${facts.title}` : 'the report')}</p>
    </aside>
  );
}

/** The report's contents: the Summary of Opinions and 12 sections, 4 and 5 only when their tables exist. */
export function TableOfContentsPage({ linked = true }: { linked?: boolean }) {
  const { basePath, data } = useReport();
  const { facts, engagement } = data;
  const target = (path: string, text: string) => (linked ? <Link to={`${basePath}/${path}`}>{text}</Link> : text);
  return (
    <section className="report-section">
      <header className="toc-header">
        <p className="report-kicker">Economic Damages Report</p>
        <h1 className="report-title">{facts.name}</h1>
        {engagement.caption.caseName && <p className="toc-case-name mb-1">{engagement.caption.caseName}</p>}
        <p className="text-muted mb-0">
          {facts.caseTypeLabel} · Prepared for {engagement.retainedBy} · {formatLongDate(facts.dateOfReport)}
        </p>
      </header>
      {linked && <ReviewWarnings />}
      <h2 className="report-section-title">{reportSection('table-of-contents').title}</h2>
      <ol className="toc-list">
        {data.toc.map((entry) => (
          <li key={entry.path}>
            <span className="toc-number">{entry.number}</span>
            <span className="toc-title">{target(entry.path, entry.title)}</span>
            {entry.children && entry.children.length > 0 && (
              <ul className="toc-children">
                {entry.children.map((child) => (
                  <li key={child.path}>{target(child.path, child.label)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
