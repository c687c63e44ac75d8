import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { check, field, mockFetch, region, renderForm, set } from './testing/render-form.tsx';

beforeEach(() => {
  mockFetch(() => ({ status: 404, body: {} }));
});

const submit = () => screen.getByRole('button', { name: 'Submit' });
const summary = () => screen.getByRole('region', { name: /^Please correct \d+ problems?$/ });
const summaryLinks = () => within(summary()).getAllByRole('link');

describe('error summary', () => {
  it('lists every problem once, as links to the fields, in one live region instead of an alert per field', async () => {
    const { user } = renderForm();
    expect(screen.queryByRole('region', { name: /^Please correct/ })).not.toBeInTheDocument();
    set('Case type', 'personalInjury');
    await user.click(submit());
    await waitFor(() => expect(summaryLinks().map((a) => a.textContent)).toContain('Name is required'));
    const count = summaryLinks().length;
    expect(summary()).toHaveAccessibleName(`Please correct ${count} problems`);
    expect(summary().closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    // The inline messages stay, but none of them is an alert of its own.
    expect(field('Name', region('Plaintiff Information'))).toHaveAccessibleDescription('Name is required');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);

    const link = summaryLinks().find((a) => a.textContent === 'Name is required')!;
    await user.click(link);
    expect(field('Name', region('Plaintiff Information'))).toHaveFocus();

    set('Name', 'Mary Roe', region('Plaintiff Information'));
    await waitFor(() => expect(summaryLinks()).toHaveLength(count - 1));
    expect(summaryLinks().map((a) => a.textContent)).not.toContain('Name is required');
    expect(summary()).toHaveAccessibleName(`Please correct ${count - 1} problems`);
  });

  it('names the field of a message that does not, such as the household size’s "Required field"', async () => {
    const { user } = renderForm();
    set('Case type', 'wrongfulDeath');
    check('Loss of support (past)');
    await user.click(submit());
    await waitFor(() => expect(summaryLinks().map((a) => a.textContent)).toContain('Household size: Required field'));
    // A message that already names its field is left as it is.
    expect(summaryLinks().map((a) => a.textContent)).toContain('Date of Report is required');
    expect(summaryLinks().map((a) => a.textContent)).not.toContain('Required field');
  });
});

describe('leaving the form', () => {
  it('asks before leaving a changed form; Stay keeps it, Leave goes', async () => {
    const { router, user } = renderForm();
    set('Case type', 'personalInjury');
    await router.navigate('/elsewhere/table-of-contents');
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('Your changes are not saved.');
    expect(router.state.location.pathname).toBe('/form');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    expect(field('Case type')).toHaveValue('personalInjury');

    void router.navigate('/elsewhere/table-of-contents');
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere/table-of-contents'));
  });

  it('asks the browser before a reload of a changed form only', () => {
    renderForm();
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);
    set('Case type', 'personalInjury');
    const changed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(changed);
    expect(changed.defaultPrevented).toBe(true);
  });

  it('leaves an unchanged form without asking', async () => {
    const { router } = renderForm();
    await router.navigate('/elsewhere/table-of-contents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere/table-of-contents'));
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).not.toBeInTheDocument();
  });
});

describe('help under money and rate fields', () => {
  it("states the dollars' year from the case dates and shows a typed rate as a percentage", () => {
    renderForm();
    set('Case type', 'personalInjury');
    check('Loss of earnings (future)');
    const income = field('Annual income (Scenario 1)');
    expect(income).toHaveAccessibleDescription('In dollars of the injury year.');
    set('Date of injury or death', '2019-05-01');
    expect(income).toHaveAccessibleDescription('In 2019 dollars (the injury year).');
    // In a wrongful-death case the same date is the date of death.
    set('Case type', 'wrongfulDeath');
    check('Loss of support (future)');
    expect(field('Household income')).toHaveAccessibleDescription('In 2019 dollars (the year of death).');
    set('Case type', 'personalInjury');
    check('Loss of earnings (future)');

    const growth = field('Wages growth rate');
    expect(growth).toHaveAccessibleDescription('Enter 0.0325 for 3.25%.');
    set('Wages growth rate', '0.0325');
    expect(growth).toHaveAccessibleDescription('Enter 0.0325 for 3.25%. = 3.25%');
    set('Wages growth rate', '0.05');
    expect(growth).toHaveAccessibleDescription('Enter 0.0325 for 3.25%. = 5.00%');
    set('Wages growth rate', 'abc');
    expect(growth).toHaveAccessibleDescription('Enter 0.0325 for 3.25%.');

    const benefits = field('Benefits rate');
    expect(benefits).toHaveAccessibleDescription(/added to earnings, not taxed/);
    const benefitsHelp = within(document.getElementById(`${benefits.id}-help`)!);
    expect(benefitsHelp.getByRole('link', { name: 'Methodology (opens in a new tab)' })).toHaveAttribute('href', '/methodology#section-5');
  });
});
