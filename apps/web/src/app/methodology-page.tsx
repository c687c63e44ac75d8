import { useEffect } from 'react';
import { Container } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import methodologySource from '../../../../docs/methodology.md?raw';
import { methodologyDocument, type ContentsEntry } from './methodology-page-text.ts';
import './methodology.css';

/*
 * docs/methodology.md, bundled at build time so the page and the repository
 * never disagree; its notes for implementers are left out (methodology-page-text.ts).
 * It is our own file, so its HTML needs no sanitising; marked emits no inline
 * styles or scripts, which keeps the CSP intact.
 */
const { introHtml, contents, sectionsHtml } = methodologyDocument(methodologySource);

const CONTENTS_HEADING_ID = 'methodology-contents';

function ContentsList({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.text}</a>
          {entry.topics.length > 0 && <ContentsList entries={entry.topics} />}
        </li>
      ))}
    </ul>
  );
}

/** /methodology: how every figure is computed, readable without signing in (the form's help links here). */
export function MethodologyPage() {
  // The page renders after the browser has looked for the anchor of a link such as /methodology#section-5.
  const { hash } = useLocation();
  useEffect(() => {
    // The anchors are plain ASCII, so the hash is used as it is (decoding a malformed one would throw).
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView?.({ behavior: 'instant', block: 'start' });
  }, [hash]);
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
          <article className="methodology-text">
            <div dangerouslySetInnerHTML={{ __html: introHtml }} />
            <nav className="methodology-contents" aria-labelledby={CONTENTS_HEADING_ID}>
              <h2 id={CONTENTS_HEADING_ID}>Contents</h2>
              <ContentsList entries={contents} />
            </nav>
            <div dangerouslySetInnerHTML={{ __html: sectionsHtml }} />
          </article>
        </Container>
      </main>
    </>
  );
}

export { MethodologyPage as Component };
