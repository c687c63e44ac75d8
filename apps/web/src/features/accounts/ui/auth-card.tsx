import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import '../accounts.css';

interface AuthCardProps {
  title: string;
  /** A sentence under the title saying what this step is for. */
  lead?: ReactNode;
  children: ReactNode;
  /** Links to the other signed-out screens, under the card. */
  footer?: ReactNode;
}

/** The frame of every signed-out screen: product name, one card with the step's title, links beneath. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <main className="auth-page">
      <p className="auth-brand" aria-label="Economic Damages Report">
        <span className="auth-brand-mark" aria-hidden="true">
          ED
        </span>
        Economic Damages Report
      </p>
      <Card className="auth-card">
        <Card.Body>
          <h1 className="h4 mb-1">{title}</h1>
          {lead && <p className="text-body-secondary mb-4">{lead}</p>}
          {!lead && <div className="mb-3" />}
          {children}
        </Card.Body>
      </Card>
      {footer && <nav className="auth-footer">{footer}</nav>}
    </main>
  );
}
