import type { ReactNode } from 'react';
import type { ReportSectionId } from '../model/report-sections.ts';
import { useReport } from '../state/report-context.tsx';

/** An appendix of text ("Appendix D: Facts and Data Considered"), lettered after the tables' appendices; starts a printed page. */
export function TextAppendixSection({ id, children }: { id: ReportSectionId; children: ReactNode }) {
  const appendix = useReport().data.textAppendices.find((a) => a.id === id);
  if (!appendix) throw new Error(`${id} is not an appendix of text`);
  return (
    <section className="report-section text-appendix" aria-label={`Appendix ${appendix.letter}`}>
      <h2 className="report-section-title">
        Appendix {appendix.letter}: {appendix.title}
      </h2>
      {children}
    </section>
  );
}
