import { useId, type ReactNode } from 'react';
import { Card } from 'react-bootstrap';

/** A titled card of the form; a landmark region named by its title. */
export function SectionCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="form-section mb-4" data-testid={testId}>
      <Card.Header>
        <h2 id={headingId} className="h5 mb-0">
          {title}
        </h2>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
