import { formatLongDate } from '@damages/contracts';
import { Section } from '../layout/section.tsx';
import { feeStatement } from '../model/economist-of-record.ts';
import { useReport } from '../state/report-context.tsx';

/** Section 9: the economist's certification and signature block, with the profile's signature image when it has one. */
export function CertificationPage() {
  const { facts, economist } = useReport().data;
  return (
    <Section id="certification">
      <p>
        I certify that I prepared this report; that the facts stated in it are true and correct to the best of my knowledge and belief; that
        the analyses and opinions are my own, limited only by the assumptions stated; that I have no present or prospective interest in the
        outcome of this matter; and that my compensation does not depend on the opinions reached or on the outcome.
      </p>
      <p>{feeStatement(economist.fees)}</p>
      <div className="signature-block">
        {economist.signatureImage ? (
          <img className="signature-image" src={economist.signatureImage} alt={`Signature of ${economist.name}`} />
        ) : (
          <div className="signature-line" aria-hidden="true" />
        )}
        <div className="signature-name">{economist.name}</div>
        {economist.credentials && <div>{economist.credentials}</div>}
        <div>{economist.title}</div>
        {economist.firm && <div>{economist.firm}</div>}
        <div>Date: {formatLongDate(facts.dateOfReport)}</div>
      </div>
    </Section>
  );
}
