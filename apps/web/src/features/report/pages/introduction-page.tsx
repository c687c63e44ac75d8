import { formatLongDate } from '@damages/contracts';
import { useParams } from 'react-router';
import { joinList } from '../model/case-facts.ts';
import { feeStatement } from '../model/economist-of-record.ts';
import { Section, Subsection } from '../layout/section.tsx';
import { PageNotFound } from '../layout/status-page.tsx';
import { ReportPager } from '../tables/report-pager.tsx';
import { useReport } from '../state/report-context.tsx';

/** The matter in words: "Martinez v. Acme Trucking, Inc., Superior Court of …, Case No. …". */
function MatterSentence() {
  const { caption, docketText } = useReport().data.engagement;
  const where = [caption.court, docketText].filter((part): part is string => part !== undefined);
  if (!caption.caseName && where.length === 0) return null;
  return (
    <>
      {' '}
      This report is submitted in the matter of {caption.caseName ? <em className="case-name">{caption.caseName}</em> : 'this case'}
      {where.length > 0 ? `, ${where.join(', ')}` : ''}.
    </>
  );
}

/** The introduction's first subsection: purpose, the economist, the retaining attorney or firm, the matter and the fee. */
export function IntroductionPurpose() {
  const { facts, economist, engagement } = useReport().data;
  const signer = economist.credentials ? `${economist.name}, ${economist.credentials},` : economist.name;
  return (
    // The economist's paragraphs end the introduction, after its last subsection (IntroductionCase), on screen and in print.
    <Section id="introduction" narrative={false}>
      <Subsection id="introduction/purpose" title="Purpose of the Report">
        <p>
          {signer} was retained by {engagement.retainedBy} to estimate the economic losses that resulted from the {facts.incident} of{' '}
          {facts.name} on {formatLongDate(facts.dateOfIncident)}.
          <MatterSentence /> This report states the opinions reached, the facts and assumptions on which they rest, and the methods used, so
          that each figure can be traced and tested.
        </p>
        <p>
          The losses valued are {joinList(facts.lossCategories.map((c) => c.toLowerCase())) || 'none'}. Past losses are stated in nominal
          dollars up to the date of trial, {formatLongDate(facts.dateOfTrial)}. Future losses are stated at their present value as of that
          date. The detailed year-by-year calculations are set out in the appendices.
        </p>
        <p>{feeStatement(economist.fees)} The fee does not depend on the opinions expressed or on the outcome of the matter.</p>
        <p>
          The opinions are based on the information available at the date of this report, {formatLongDate(facts.dateOfReport)}, and may be
          revised if further information becomes available.
        </p>
      </Subsection>
    </Section>
  );
}

/** The introduction's other subsections: the plaintiff, the case, and the non-pecuniary exclusion. */
export function IntroductionCase() {
  const { facts } = useReport().data;
  const { pronoun } = facts;
  const Role = facts.role === 'decedent' ? 'Decedent' : 'Plaintiff';
  return (
    <>
      <Subsection id="introduction/person" title={`The ${Role}`}>
        <p>
          {facts.isWrongfulDeath
            ? `${facts.name}, a ${facts.raceLabel} ${facts.genderLabel.toLowerCase()} born on ${formatLongDate(facts.dateOfBirth)}, died on ${formatLongDate(facts.dateOfIncident)} at the age of ${facts.ageAtIncident}.`
            : `${facts.name}, a ${facts.raceLabel} ${facts.genderLabel.toLowerCase()} born on ${formatLongDate(facts.dateOfBirth)}, was injured on ${formatLongDate(facts.dateOfIncident)}, at the age of ${facts.ageAtIncident}.`}{' '}
          {`${pronoun.subject.charAt(0).toUpperCase()}${pronoun.subject.slice(1)} ${facts.educationPhrase}.`}
        </p>
      </Subsection>
      <Subsection id="introduction/nature-of-the-case" title="Nature of the Case">
        <p>
          This is a {facts.caseTypeLabel.toLowerCase()} matter.{' '}
          {facts.isWrongfulDeath
            ? `The economic loss to the survivors is the financial support and the household services that ${facts.name} would have provided had ${pronoun.subject} lived, together with the funeral and burial expenses.`
            : `The economic loss is the value of what ${facts.name} can no longer earn or do because of the injury, and the cost of the care the injury requires.`}{' '}
          The categories valued in this report are:
        </p>
        <ul>
          {facts.lossCategories.map((category) => (
            <li key={category}>{category}</li>
          ))}
        </ul>
      </Subsection>
      <Subsection id="introduction/economic-losses-only" title="Economic Losses Only">
        <p>
          This report measures pecuniary (economic) losses only. Non-pecuniary losses — such as pain and suffering, emotional distress, loss
          of enjoyment of life, grief, and loss of consortium, companionship or guidance — cannot be measured with market data. They are
          excluded from this report and from every figure in it. No opinion is expressed on liability.
        </p>
      </Subsection>
    </>
  );
}

/** /{formId}/introduction/{page?}: page 1 = the purpose of the report, page 2 = the other subsections. */
export function IntroductionPage() {
  const { basePath } = useReport();
  const page = Number(useParams().page ?? '1');
  if (page !== 1 && page !== 2) return <PageNotFound backTo={`${basePath}/table-of-contents`} />;
  return (
    <>
      {page === 1 ? (
        <IntroductionPurpose />
      ) : (
        <Section id="introduction" title="Introduction (continued)">
          <IntroductionCase />
        </Section>
      )}
      <ReportPager label="Introduction pages" pageCount={2} current={page} hrefFor={(n) => `${basePath}/introduction/${n}`} />
    </>
  );
}
