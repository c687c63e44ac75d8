import type { SavedFormRecord } from '@damages/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSavedRecord } from './submit/build-saved-record.ts';
import { formDataOf, personalInjuryValues } from './testing/fixtures.ts';
import { calculateAnyway, field, mockFetch, renderForm, serviceReply, set } from './testing/render-form.tsx';
import { storedCase } from '../saved-cases/testing/index.ts';

/**
 * Household services in stages (methodology §6: a source that starts after the injury, a share of one that is
 * lost), and life care that does the same household work.
 */

const ID = '0c7e5d1f-9a5b-4c1e-8f3a-6f0a2b3c4d5e';
const stored = () => storedCase(ID) as Promise<SavedFormRecord>;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const source = () => within(screen.getByRole('group', { name: 'Household services source 1' }));
const errorOf = (label: string) => document.getElementById(`${(field(label, source()) as HTMLInputElement).id}-error`)?.textContent;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem(ID, JSON.stringify(buildSavedRecord(formDataOf(personalInjuryValues()), {}, '2025-07-01T10:00:00.000Z')));
});

describe('a household-services source in stages', () => {
  it('sends neither a start date nor a share when both are left blank, as before', async () => {
    const { calls } = mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    expect(field('Start date (optional)', source())).toHaveValue('');
    expect(field('Share lost (optional)', source())).toHaveValue(null);
    await user.click(submit());
    // The personal-injury fixture's medical rates are 0 %, which the check before calculating lists.
    await calculateAnyway(user);
    await screen.findByTestId('toc');
    const services = calls.find((call) => call.path.includes('loss_services'))?.body as { services: object[] };
    expect(services.services[0]).not.toHaveProperty('servicesStartDate');
    expect(services.services[0]).not.toHaveProperty('servicesLossShare');
  });

  it('refuses a share outside (0, 1] and a start on or after the end date, naming the field', async () => {
    mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    set('Share lost (optional)', '1.5', source());
    set('Start date (optional)', '2031-06-30', source());
    await user.click(submit());
    await waitFor(() => expect(errorOf('Share lost (optional)')).toBe('Share lost must be greater than 0 and at most 1'));
    expect(errorOf('Start date (optional)')).toBe('Start date must be before the end date');
  });

  it('posts the stage with both services steps, saves it and shows it again when the case is reopened', async () => {
    const { calls } = mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    set('Start date (optional)', '2026-01-01', source());
    set('Share lost (optional)', '0.5', source());
    await user.click(submit());
    // The personal-injury fixture's medical rates are 0 %, which the check before calculating lists.
    await calculateAnyway(user);
    await screen.findByTestId('toc');
    const bodies = calls.filter((call) => call.path.includes('loss_services')).map((call) => call.body as { services: object[] });
    expect(bodies).toHaveLength(2);
    for (const body of bodies) expect(body.services[0]).toMatchObject({ servicesStartDate: '2026-01-01', servicesLossShare: '0.5' });
    expect((await stored()).formData.documents.sourceInfomations[0]).toMatchObject({ startDate: '2026-01-01', lossShare: 0.5 });
    cleanup();
    renderForm(`/form/${ID}`);
    expect(field('Start date (optional)', source())).toHaveValue('2026-01-01');
    expect(field('Share lost (optional)', source())).toHaveValue(0.5);
  });
});

describe('a life-care item that replaces household services', () => {
  it('is marked on its card, warned of before calculating while services are claimed for the same years, and saved', async () => {
    mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    const card = within(await screen.findByRole('region', { name: 'Medical Modality 1' }));
    await user.click(card.getByLabelText('Replaces household services'));
    await user.click(submit());
    const review = within(await screen.findByRole('dialog'));
    expect(review.getByText(/replaces household services, which are also claimed from 2023-11-20/)).toBeInTheDocument();
    await user.type(review.getByLabelText(/Reason for calculating anyway/), 'The plan excludes housework.');
    await calculateAnyway(user);
    await screen.findByTestId('toc');
    const saved = await stored();
    expect(saved.formData.medical?.data[0]?.replacesHouseholdServices).toBe(true);
    expect(saved.warnings?.map((warning) => warning.id)).toContain('care-replaces-services');
    // The reason given in the review is kept with each warning it overrode.
    expect(saved.warnings?.every((warning) => warning.reason === 'The plan excludes housework.')).toBe(true);
  });
});
