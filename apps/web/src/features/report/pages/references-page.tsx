import { Section } from '../layout/section.tsx';
import { REFERENCES } from '../model/references.ts';

/** Section 10: the 11 sources the report relies on. */
export function ReferencesPage() {
  return (
    <Section id="references">
      <ol className="reference-list">
        {REFERENCES.map((reference) => (
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
