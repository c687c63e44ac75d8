import { marked } from 'marked';
import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import methodologySource from '../../../../docs/methodology.md?raw';
import './methodology.css';

/*
 * docs/methodology.md, bundled at build time so the page and the repository
 * never disagree. It is our own file, so its HTML needs no sanitising; marked
 * emits no inline styles or scripts, which keeps the CSP intact.
 */
const methodologyHtml = marked.parse(methodologySource, { async: false, gfm: true });

/** /methodology: how every figure is computed, readable without signing in (the form's help links here). */
export function MethodologyPage() {
  return (
    <>
      <header className="methodology-header">
        <Container>
          <nav aria-label="Methodology">
            <Link to="/form">Back to the form</Link>
          </nav>
        </Container>
      </header>
      <main className="methodology-page">
        <Container>
          <article className="methodology-text" dangerouslySetInnerHTML={{ __html: methodologyHtml }} />
        </Container>
      </main>
    </>
  );
}

export { MethodologyPage as Component };
