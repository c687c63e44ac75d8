import { Marked } from 'marked';
import { useEffect } from 'react';
import { Container } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import { methodologyAnchor } from '../lib/methodology-link.ts';
import methodologySource from '../../../../docs/methodology.md?raw';
import './methodology.css';

/*
 * docs/methodology.md, bundled at build time so the page and the repository
 * never disagree. It is our own file, so its HTML needs no sanitising; marked
 * emits no inline styles or scripts, which keeps the CSP intact.
 */
const methodologyHtml = new Marked({
  gfm: true,
  renderer: {
    // Numbered sections get a stable anchor ("§5" → #section-5) that the form's help can link to.
    heading({ tokens, depth, text }) {
      const number = /^(\d+[a-z]?)\./.exec(text)?.[1];
      const id = number === undefined ? '' : ` id="${methodologyAnchor(number)}"`;
      return `<h${depth}${id}>${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
}).parse(methodologySource, { async: false });

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
          <article className="methodology-text" dangerouslySetInnerHTML={{ __html: methodologyHtml }} />
        </Container>
      </main>
    </>
  );
}

export { MethodologyPage as Component };
