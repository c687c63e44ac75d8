import { Section } from '../layout/section.tsx';
import { useReport } from '../state/report-context.tsx';

/** Section 10: the standard texts and the data sets this case used (methodology §11). */
export function ReferencesPage() {
  const { references } = useReport().data;
  return (
    <Section id="references">
      <ol className="reference-list">
        {references.map((reference) => (
          <li key={reference.title + reference.before}>
            {reference.before}
            <cite>{reference.title}</cite>
            {reference.after}
            {reference.url && (
              <>
                {' '}
                <span className="reference-url">{reference.url}</span>
              </>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}
