import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/format.ts';
import { reportSection } from '../model/report-sections.ts';
import { useReport } from '../state/report-context.tsx';

/** The report's contents: 12 sections, 4 and 5 only when their tables exist. */
export function TableOfContentsPage({ linked = true }: { linked?: boolean }) {
  const { formId, data } = useReport();
  const { facts } = data;
  const target = (path: string, text: string) => (linked ? <Link to={`/${formId}/${path}`}>{text}</Link> : text);
  return (
    <section className="report-section">
      <header className="toc-header">
        <p className="report-kicker">Economic Damages Report</p>
        <h1 className="report-title">{facts.name}</h1>
        <p className="text-muted mb-0">
          {facts.caseTypeLabel} · Prepared for {facts.firm} · {formatLongDate(facts.dateOfReport)}
        </p>
      </header>
      <h2 className="report-section-title">{reportSection('table-of-contents').title}</h2>
      <ol className="toc-list">
        {data.toc.map((entry) => (
          <li key={entry.number}>
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
