import { caseCaption, docketText } from '@damages/contracts';
import type { SavedCase } from '../store/case-listing.ts';

/** What the search box of the saved-cases list looks through, in the words its placeholder uses. */
export const CASE_SEARCH_PLACEHOLDER = 'Case name, docket no., court, attorney or plaintiff';

/**
 * Letters and digits only, in lower case and without accents: a docket is typed
 * "34-2024-00123456", "34 2024 00123456" or "No. 34-2024-00123456" as the court or the
 * attorney wrote it, and a caption "Doe v. Acme" or "Doe v Acme"; each finds the others.
 */
const compact = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The texts a search may find a case by: its list name, plaintiff, case name, court, docket and retaining attorney. */
function searchedTexts(item: SavedCase): string[] {
  const caption = caseCaption(item.record.formData);
  const { attorney } = caption;
  return [
    item.caption,
    item.plaintiffName,
    caption.caseName,
    caption.court,
    docketText(caption.docketNumber),
    attorney.name,
    attorney.firm,
    // Cases saved before the attorney had fields of its own keep the attorney or firm as typed in Case Information.
    item.record.formData.case.retainingAttorneyOrFirm,
  ].filter((text): text is string => text !== undefined && text !== '');
}

/**
 * Whether `item` matches `search`, ignoring case, spacing and punctuation. A
 * search of punctuation only ("-") is matched as typed, so that it does not
 * match every case.
 */
export function matchesCaseSearch(item: SavedCase, search: string): boolean {
  const wanted = search.trim();
  if (wanted === '') return true;
  const texts = searchedTexts(item);
  const wantedCompact = compact(wanted);
  if (wantedCompact === '') return texts.some((text) => text.includes(wanted));
  return texts.some((text) => compact(text).includes(wantedCompact));
}
