import { MAX_NARRATIVE_LENGTH, NARRATIVE_SECTIONS, NARRATIVE_WORDS as WORDS, type SavedFormRecord } from '@damages/contracts';
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedSealedCases, storedCase, unlockTestAccount } from '../saved-cases/testing/index.ts';
import { REPORT_SECTIONS } from './model/report-sections.ts';
import { personalInjuryRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

/**
 * Each report section carries paragraphs the economist writes on the
 * report's screen — saved with the case, shown in place after the section's own
 * text on screen and in print (and so in Word, see word-report-sections.test.ts).
 */

const ID = '44444444-4444-4444-8444-444444444444';
const PARAGRAPHS = [
  'Ms. Alvarez was injured when a forklift struck her at the loading dock.',
  '',
  'Counsel asked me to assume:',
  '- she would have worked full time until 67;',
  '- her wages would have grown with the industry.',
].join('\n');

const withNarrative = (narrative: Record<string, string>): SavedFormRecord => {
  const record = personalInjuryRecord();
  return { ...record, formData: { ...record.formData, narrative } };
};

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** The section's paragraphs as the reader sees them: each paragraph and list item. */
const shownParagraphs = (container: HTMLElement) =>
  [...within(container).getByTestId('economist-text').querySelectorAll('p, li')].map((el) => el.textContent);

describe("the economist's paragraphs", () => {
  it('are written on the section, saved with the case with a toast, and shown by a fresh page', async () => {
    await seedSealedCases({ [ID]: personalInjuryRecord() });
    renderReport(`/${ID}/assumptions`);
    await userEvent.click(await screen.findByRole('button', { name: WORDS.add }));
    const box = screen.getByRole('textbox', { name: WORDS.label('assumptions') });
    expect(box).toHaveFocus();
    await userEvent.type(box, PARAGRAPHS);
    await userEvent.click(screen.getByRole('button', { name: WORDS.save }));

    expect(await screen.findByText(WORDS.saved('assumptions'))).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    const section = screen.getByRole('heading', { level: 2, name: /Basic Assumptions/ }).closest('section')!;
    expect(shownParagraphs(section)).toEqual([
      'Ms. Alvarez was injured when a forklift struck her at the loading dock.',
      'Counsel asked me to assume:',
      'she would have worked full time until 67;',
      'her wages would have grown with the industry.',
    ]);
    // After the section's own text: the last thing in it but the control.
    expect(within(section).getByTestId('economist-text').nextElementSibling).toHaveClass('economist-text-control');
    expect(screen.getByRole('button', { name: WORDS.edit })).toHaveFocus();
    expect((await storedCase(ID))?.formData.narrative).toEqual({ assumptions: PARAGRAPHS });

    // A new page: the case is read again from storage.
    cleanup();
    await unlockTestAccount();
    renderReport(`/${ID}/assumptions`);
    const reloaded = (await screen.findByRole('heading', { level: 2, name: /Basic Assumptions/ })).closest('section')!;
    expect(shownParagraphs(reloaded)).toHaveLength(4);
    expect(within(reloaded).getByText('Counsel asked me to assume:')).toBeInTheDocument();
  });

  it('are edited and removed in place; Cancel keeps what was saved', async () => {
    await seedSealedCases({ [ID]: withNarrative({ summary: 'First opinion.', background: 'Kept.' }) });
    renderReport(`/${ID}/summary`);
    await screen.findByText('First opinion.');

    await userEvent.click(screen.getByRole('button', { name: WORDS.edit }));
    const box = screen.getByRole('textbox', { name: WORDS.label('summary') });
    expect(box).toHaveValue('First opinion.');
    await userEvent.clear(box);
    await userEvent.type(box, 'Not this.');
    await userEvent.click(screen.getByRole('button', { name: WORDS.cancel }));
    expect(screen.getByText('First opinion.')).toBeInTheDocument();
    expect(screen.queryByText('Not this.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: WORDS.edit }));
    await userEvent.clear(screen.getByRole('textbox', { name: WORDS.label('summary') }));
    await userEvent.click(screen.getByRole('button', { name: WORDS.save }));
    expect(await screen.findByText(WORDS.removed('summary'))).toBeInTheDocument();
    expect(screen.queryByText('First opinion.')).toBeNull();
    expect(screen.getByRole('button', { name: WORDS.add })).toBeInTheDocument();
    expect((await storedCase(ID))?.formData.narrative).toEqual({ background: 'Kept.' });
  });

  it('past the limit, say so inline and are not saved', async () => {
    await seedSealedCases({ [ID]: personalInjuryRecord() });
    renderReport(`/${ID}/discount`);
    await userEvent.click(await screen.findByRole('button', { name: WORDS.add }));
    const box = screen.getByRole('textbox', { name: WORDS.label('discount') });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(MAX_NARRATIVE_LENGTH + 1));
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining(`Your paragraphs for ${NARRATIVE_SECTIONS.discount} must be at most 20,000`),
    );
    await userEvent.click(screen.getByRole('button', { name: WORDS.save }));
    expect(box).toHaveFocus();
    expect(screen.queryByRole('status')).toBeNull();
    expect((await storedCase(ID))?.formData.narrative).toBeUndefined();
  });

  it('show what was typed as text, never as markup', async () => {
    renderReport(`/${ID}/references`, { [ID]: withNarrative({ references: '<b>Bold?</b> <img src=x onerror="alert(1)">' }) });
    expect(await screen.findByText('<b>Bold?</b> <img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(document.querySelector('.economist-text b, .economist-text img')).toBeNull();
  });

  it('end the introduction, after its last part, once on screen', async () => {
    renderReport(`/${ID}/introduction/1`, { [ID]: withNarrative({ introduction: 'The accident happened at work.' }) });
    await screen.findByRole('heading', { name: /Purpose of the Report/ });
    expect(screen.queryByText('The accident happened at work.')).toBeNull();
    expect(screen.queryByRole('button', { name: WORDS.edit })).toBeNull();
    cleanup();
    renderReport(`/${ID}/introduction/2`);
    const text = await screen.findByText('The accident happened at work.');
    expect(screen.getByRole('heading', { name: /Economic Losses Only/ }).compareDocumentPosition(text)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getAllByRole('button', { name: WORDS.edit })).toHaveLength(1);
  });

  it('are printed in place, each after its own section, with no control to edit them', async () => {
    const record = withNarrative({
      introduction: 'About the accident.',
      background: 'About the plaintiff.',
      summary: '1. First\n2. Second',
    });
    renderReport(`/${ID}/print`, { [ID]: record });
    // The whole report in one document: on a busy machine it takes longer than the usual wait.
    await screen.findByText('About the plaintiff.', {}, { timeout: 15_000 });
    const sectionOf = (text: string) => screen.getByText(text).closest('section')?.querySelector('h2')?.textContent;
    expect(sectionOf('About the plaintiff.')).toMatch(/Background/);
    expect(sectionOf('First')).toMatch(/Summary & Conclusion/);
    expect(screen.getByText('First').closest('ol')).not.toBeNull();
    // The introduction's paragraphs follow its section 1.4, and come before section 2.
    const intro = screen.getByText('About the accident.');
    expect(screen.getByRole('heading', { name: /Economic Losses Only/ }).compareDocumentPosition(intro)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(intro.compareDocumentPosition(screen.getByText('About the plaintiff.'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByRole('button', { name: WORDS.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: WORDS.add })).toBeNull();
  });
});

describe('the sections that carry paragraphs', () => {
  it('are the numbered sections with a page of their own, named as their headings', () => {
    const withPage = REPORT_SECTIONS.filter((section) => section.number !== null && section.route !== null);
    expect(Object.entries(NARRATIVE_SECTIONS)).toEqual(withPage.map((section) => [section.id, section.title]));
  });
});
