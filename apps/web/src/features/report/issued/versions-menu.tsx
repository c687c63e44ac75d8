import { ISSUED_WORDS } from '@damages/contracts';
import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router';
import { reportBasePath, useReport } from '../state/report-context.tsx';

/** "Versions" in the report's header, once the case has an issued version: the current report, each issued version, and their comparison. */
export function VersionsMenu() {
  const { formId, issued, versions } = useReport();
  if (versions.length === 0) return null;
  return (
    <Dropdown>
      <Dropdown.Toggle size="sm" variant="outline-light" id="report-versions">
        {ISSUED_WORDS.versions}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as={Link} to={`${reportBasePath(formId)}/table-of-contents`} active={issued === undefined}>
          {ISSUED_WORDS.current}
        </Dropdown.Item>
        {versions.map((version) => (
          <Dropdown.Item
            key={version.version}
            as={Link}
            to={`${reportBasePath(formId, version)}/table-of-contents`}
            active={issued?.version === version.version}
          >
            {ISSUED_WORDS.versionItem(version.version, version.issuedOn)}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        {/* The version on screen against the current report, or the latest issued one; the page lets either be changed. */}
        <Dropdown.Item as={Link} to={`/${formId}/compare?from=${issued?.version ?? versions.at(-1)!.version}&to=current`}>
          {ISSUED_WORDS.compareItem}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
