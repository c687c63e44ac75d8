import type { ReactNode } from 'react';
import { reportSection, type ReportSectionId } from '../model/report-sections.ts';

/** A numbered report section, e.g. "4. Loss of Support", numbered and titled by the section registry; every section starts a printed page. */
export function Section({ id, title, children }: { id: ReportSectionId; title?: string; children: ReactNode }) {
  const section = reportSection(id);
  return (
    <section className="report-section">
      <h2 className="report-section-title">
        <span className="report-section-number">{section.number}.</span> {title ?? section.title}
      </h2>
      {children}
    </section>
  );
}

/** A numbered subsection, e.g. "1.2 The Plaintiff", kept with the text that follows it. */
export function Subsection({ number, title, children }: { number: string; title: string; children: ReactNode }) {
  return (
    <div className="report-subsection">
      <h3 className="report-subsection-title">
        <span className="report-section-number">{number}</span> {title}
      </h3>
      {children}
    </div>
  );
}
