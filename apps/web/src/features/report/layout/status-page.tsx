import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { Link } from 'react-router';

/** A full-width notice: 'Form Does not exist', 'Form not found', 'Page not found'. */
export function StatusPage({ title, children, action }: { title: string; children?: ReactNode; action?: { label: string; to: string } }) {
  return (
    <Container className="py-5 report-status" role="main">
      <h1 className="h2">{title}</h1>
      {children && <p className="text-muted">{children}</p>}
      {action && (
        <Link to={action.to} className="btn btn-primary">
          {action.label}
        </Link>
      )}
    </Container>
  );
}

/** 'Page not found' inside the report layout. */
export function PageNotFound({ backTo }: { backTo: string }) {
  return (
    <div className="report-status py-4">
      <h1 className="h2">Page not found</h1>
      <p className="text-muted">This report has no such page.</p>
      <Link to={backTo}>Back to the table of contents</Link>
    </div>
  );
}
