import { formatLongDate } from '../../../lib/format.ts';
import { Section } from '../layout/section.tsx';
import { useReport } from '../state/report-context.tsx';

/** Section 9: the economist's certification and signature block. */
export function CertificationPage() {
  const { facts } = useReport().data;
  const { economist } = facts;
  return (
    <Section id="certification">
      <p>
        I certify that I prepared this report; that the facts stated in it are true and correct to the best of my knowledge and belief; that
        the analyses and opinions are my own, limited only by the assumptions stated; that I have no present or prospective interest in the
        outcome of this matter; and that my compensation does not depend on the opinions reached or on the outcome.
      </p>
      <div className="signature-block">
        <div className="signature-line" aria-hidden="true" />
        <div className="signature-name">{economist.name}</div>
        {economist.credentials && <div>{economist.credentials}</div>}
        <div>Consulting Economist</div>
        <div>Date: {formatLongDate(facts.dateOfReport)}</div>
      </div>
    </Section>
  );
}
