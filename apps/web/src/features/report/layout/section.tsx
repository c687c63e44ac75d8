import { isNarrativeSection } from '@damages/contracts';
import type { ReactNode } from 'react';
import { reportSection, subsectionNumber, type ReportSectionId, type ReportSubsectionId } from '../model/report-sections.ts';
import { useReport } from '../state/report-context.tsx';
import { EconomistText } from './economist-text.tsx';

/**
 * A report section, e.g. "4. Loss of Support", numbered (when the registry numbers it) and titled by the section registry; every
 * section starts a printed page.
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
        {section.number !== null && (
          <>
            <span className="report-section-number">{section.number}.</span>{' '}
          </>
        )}
        {title ?? section.title}
      </h2>
      {children}
      {narrative && isNarrativeSection(id) && <EconomistText section={id} />}
    </section>
  );
}

/**
 * A subsection, kept with the text that follows it, numbered by the section registry (REPORT_SUBSECTIONS):
 * its section's number and its place among the subsections this report has; nothing when the report has not this one.
 */
export function Subsection({ id, title, children }: { id: ReportSubsectionId; title: string; children: ReactNode }) {
  const number = subsectionNumber(id, useReport().data);
  if (number === null) return null;
  return (
    <div className="report-subsection">
      <h3 className="report-subsection-title">
        <span className="report-section-number">{number}</span> {title}
      </h3>
      {children}
    </div>
  );
}
