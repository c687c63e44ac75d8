import { formatReportDate, REBUTTAL_WORDS } from '@damages/contracts';
import type { ReactNode } from 'react';
import { Button, Container, Navbar } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { UserMenu } from '../../accounts/index.ts';
import { IssueButton } from '../issued/issue-button.tsx';
import { VersionsMenu } from '../issued/versions-menu.tsx';
import { useReport } from '../state/report-context.tsx';
import { FontSelector } from './font-selector.tsx';

/**
 * The report's header: case, 'Saved cases' (back to the list on /form), 'Update Form Data' (not on an issued version), the issued
 * versions and 'Issue report', 'Generate PDF', the actions the report's
 * routes hand it (the Word and Excel downloads), the font selector and the user menu. The actions come from outside so that the
 * layout does not import the exports, which themselves build on the report's print view and model.
 */
export function ReportHeader({ actions }: { actions?: ReactNode }) {
  const { formId, basePath, issued, data } = useReport();
  const navigate = useNavigate();
  const { facts } = data;
  return (
    // Navbar gives any element but <nav> role="navigation"; this bar is the page's banner, and its links are not the section navigation.
    <Navbar bg="dark" variant="dark" className="report-header d-print-none py-2" as="header" role="banner">
      <Container fluid className="report-bar flex-wrap gap-2">
        <div className="me-auto">
          <Navbar.Brand as={Link} to={`${basePath}/table-of-contents`} className="mb-0 h5 d-block">
            Economic Damages Report
          </Navbar.Brand>
          <div className="small text-white-50">
            {facts.name} · {facts.caseTypeLabel} · Report date {formatReportDate(facts.dateOfReport)}
          </div>
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Link to="/form" className="btn btn-outline-light btn-sm">
            Saved cases
          </Link>
          {/* An issued version is never edited in place: its banner's Edit starts a draft from it. */}
          {!issued && (
            <Link to={`/form/${formId}`} className="btn btn-outline-light btn-sm">
              Update Form Data
            </Link>
          )}
          {!issued && (
            <Link to={`/${formId}/opposing-report`} className="btn btn-outline-light btn-sm">
              {REBUTTAL_WORDS.headerLink}
            </Link>
          )}
          <VersionsMenu />
          <IssueButton />
          <Button size="sm" variant="warning" onClick={() => void navigate(`${basePath}/print`, { state: { autoPrint: true } })}>
            Generate PDF
          </Button>
          {actions}
          <FontSelector />
          <div className="report-user-menu">
            <UserMenu />
          </div>
        </div>
      </Container>
    </Navbar>
  );
}
