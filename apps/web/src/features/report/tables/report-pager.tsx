import { Link } from 'react-router';

/** Previous and Next work only when there are at least this many pages (spec §9). */
const MIN_PAGES_FOR_STEPPING = 5;

interface PagerProps {
  label: string;
  pageCount: number;
  /** 1-based. */
  current: number;
  hrefFor: (page: number) => string;
}

function Step({ text, page, enabled, hrefFor }: { text: string; page: number; enabled: boolean; hrefFor: (page: number) => string }) {
  return (
    <li className={`page-item${enabled ? '' : ' disabled'}`}>
      {enabled ? (
        <Link className="page-link" to={hrefFor(page)}>
          {text}
        </Link>
      ) : (
        <span className="page-link" aria-disabled="true">
          {text}
        </span>
      )}
    </li>
  );
}

/** Previous, numbered pages and Next; Previous and Next are enabled only with 5 or more pages. */
export function ReportPager({ label, pageCount, current, hrefFor }: PagerProps) {
  if (pageCount < 1) return null;
  const stepping = pageCount >= MIN_PAGES_FOR_STEPPING;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label={label} className="report-pager d-print-none">
      <ul className="pagination pagination-sm flex-wrap mb-0">
        <Step text="Previous" page={current - 1} enabled={stepping && current > 1} hrefFor={hrefFor} />
        {pages.map((page) => (
          <li key={page} className={`page-item${page === current ? ' active' : ''}`}>
            <Link className="page-link" to={hrefFor(page)} aria-current={page === current ? 'page' : undefined}>
              {page}
            </Link>
          </li>
        ))}
        <Step text="Next" page={current + 1} enabled={stepping && current < pageCount} hrefFor={hrefFor} />
      </ul>
    </nav>
  );
}
