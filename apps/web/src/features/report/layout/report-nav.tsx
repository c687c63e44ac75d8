import { Container, Nav, NavDropdown } from 'react-bootstrap';
import { Link, NavLink, useLocation } from 'react-router';
import { useReport } from '../state/report-context.tsx';

/** Top navigation of the report with the Appendices dropdown (spec §2 "Report layout"). */
export function ReportNav() {
  const { basePath: base, data } = useReport();
  const { pathname } = useLocation();
  return (
    <nav className="report-nav border-bottom bg-white d-print-none" aria-label="Report sections">
      <Container fluid className="report-bar">
        <Nav variant="underline" className="flex-wrap">
          {data.nav.map((entry) => (
            <Nav.Item key={entry.path}>
              <Nav.Link as={NavLink} to={`${base}/${entry.path}`}>
                {entry.label}
              </Nav.Link>
            </Nav.Item>
          ))}
          {data.appendixMenu.length > 0 && (
            <NavDropdown title="Appendices" id="report-appendices" active={pathname.startsWith(`${base}/appendices`)}>
              {data.appendixMenu.map((entry) => (
                <NavDropdown.Item key={entry.path} as={Link} to={`${base}/${entry.path}`}>
                  {entry.label}
                </NavDropdown.Item>
              ))}
            </NavDropdown>
          )}
        </Nav>
      </Container>
    </nav>
  );
}
