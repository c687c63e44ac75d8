import { isNarrativeSection } from '@damages/contracts';
import type { ReactNode } from 'react';
import { reportSection, type ReportSectionId } from '../model/report-sections.ts';
import { EconomistText } from './economist-text.tsx';

/**
 * A numbered report section, e.g. "4. Loss of Support", numbered and titled by the section registry; every section starts a printed page.
 * It ends with the economist's own paragraphs of the section, unless `narrative` is false (a section shown in two parts has them at the end of the second).
 */
export function Section({
  id,
  title,
  narrative = true,
  children,
}: {
  id: ReportSectionId;
  title?: string;
  narrative?: boolean;
  children: ReactNode;
}) {
  const section = reportSection(id);
  return (
    <section className="report-section">
      <h2 className="report-section-title">
        <span className="report-section-number">{section.number}.</span> {title ?? section.title}
      </h2>
      {children}
      {narrative && isNarrativeSection(id) && <EconomistText section={id} />}
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
