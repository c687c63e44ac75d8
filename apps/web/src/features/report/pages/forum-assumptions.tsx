import { formatLongDate } from '@damages/contracts';
import { Subsection } from '../layout/section.tsx';
import { useReport } from '../state/report-context.tsx';

/**
 * The forum's law among the assumptions: the forum, each of its rules the
 * report relies on with its citation, and each choice that departs from a
 * default the forum prescribes, with what was used instead. Nothing for a case
 * without a forum.
 */
export function ForumAssumptions() {
  const { forum } = useReport().data.assumptions;
  if (!forum) return null;
  const followed = forum.rules.filter((rule) => rule.inForce && !rule.departed && !rule.interestNotComputed);
  const interestRule = forum.rules.find((rule) => rule.interestNotComputed);
  const later = forum.rules.filter((rule) => !rule.inForce);
  return (
    <Subsection id="assumptions/forum" title="Forum and Governing Law">
      <p>
        The damages are measured under the law of the forum: {forum.label}.
        {followed.length > 0 && ' This report applies the following rules of that law:'}
      </p>
      {followed.length > 0 && (
        <ul className="forum-rules">
          {followed.map((rule) => (
            <li key={rule.citation + rule.text}>
              {rule.text} ({rule.citation}).
            </li>
          ))}
        </ul>
      )}
      {later.map((rule) => (
        <p key={rule.citation + rule.text}>
          Not applied: {rule.text} ({rule.citation}), effective {formatLongDate(rule.effective!)}, after the date of this report.
        </p>
      ))}
      {interestRule && (
        <p>
          Prejudgment interest is not computed in this report. The forum’s rule: {interestRule.text} ({interestRule.citation}).
        </p>
      )}
      {forum.departures.length > 0 && (
        <>
          <p>This report departs from the forum’s defaults as follows:</p>
          <ul className="forum-departures">
            {forum.departures.map((d) => (
              <li key={d.path}>
                {d.note}: {d.rule.text}. In this report {d.instead}.
              </li>
            ))}
          </ul>
        </>
      )}
    </Subsection>
  );
}
