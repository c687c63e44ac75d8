import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshotsDir, screenshotsFor, signUpAndSignIn, useJourney } from './support/index.ts';

/**
 * The medical modality editor in a 1280 × 900 window (a common laptop's): a
 * three-scenario modality shows every field without sideways scrolling, two
 * cards sit side by side, a mouse drag drops where the pointer is, Move
 * left / Move right reorder, and lowering a count asks before deleting
 * filled blocks while a typed count waits to settle.
 */

const JOURNEY = 'modality-editor';
const shot = screenshotsFor(JOURNEY);

describe('modality editor journey', () => {
  let page: Page;

  const region = (name: string) => page.getByRole('region', { name, exact: true });
  const field = (label: string, scope: Page | Locator = page) => scope.getByLabel(label, { exact: true });
  const button = (name: string, scope: Page | Locator = page) => scope.getByRole('button', { name, exact: true });
  /** The first scenario's category of each modality, in order. */
  const categories = (count = 3) =>
    Promise.all(
      Array.from({ length: count }, (_, i) => i + 1).map((n) =>
        field('Category', region(`Medical Modality ${n}`).getByRole('group').first()).inputValue(),
      ),
    );

  const journey = useJourney();
  beforeAll(async () => {
    ({ page } = journey);
    await signUpAndSignIn(page);
  });

  it('shows a three-scenario modality whole at 1280 × 900, beside the next card', async () => {
    await field('Case type').selectOption('personalInjury');
    await field('Medical expenses (future)').check();
    await field('Number of medical modalities').fill('3');
    const first = region('Medical Modality 1');
    await field('Category', first).fill('Therapy');
    await field('Modality', first).fill('Physical therapy');
    await button('Add scenario to Medical Modality 1').click();
    await button('Add scenario to Medical Modality 1').click();
    await field('Category', region('Medical Modality 2')).fill('Medication');
    await field('Category', region('Medical Modality 3')).fill('Equipment');
    await expect(first.getByRole('group', { name: /Scenario$/ }).count()).resolves.toBe(3);

    await first.evaluate((card) => card.scrollIntoView({ block: 'start', behavior: 'instant' }));
    // The window as the user sees it: the whole three-scenario card, with modality 2 beside it.
    await page.screenshot({ path: path.join(screenshotsDir, JOURNEY, '01-three-scenario-modality-window.png') });
    const viewport = page.viewportSize()!;
    const scroll = await page.locator('html').evaluate((html) => ({ width: html.scrollWidth, client: html.clientWidth }));
    expect(scroll.width).toBeLessThanOrEqual(scroll.client);

    // Every input of every scenario ("To date", "Growth rate" … of the worst one too) lies inside the window.
    const card = (await first.boundingBox())!;
    const controls = first.locator('input, select, button');
    const count = await controls.count();
    expect(count).toBeGreaterThan(25);
    for (let i = 0; i < count; i++) {
      const control = controls.nth(i);
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // Inside the card, and wide enough to show a date or a rate.
      expect(box.x).toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
      // A button or a checkbox is as wide as its own mark; a text or date input must show its value.
      const kind = await control.evaluate((element) => (element.tagName === 'INPUT' ? element.getAttribute('type') : element.tagName));
      if (kind !== 'BUTTON' && kind !== 'checkbox') expect(box.width).toBeGreaterThan(120);
    }
    for (const label of ['To date', 'Growth rate', 'Discount rate']) {
      const box = (await field(label, first.getByRole('group', { name: 'Worst Scenario' })).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
    expect(card.height).toBeLessThanOrEqual(viewport.height);
    // Two cards together: modality 2 sits beside modality 1, not below it.
    const second = (await region('Medical Modality 2').boundingBox())!;
    expect(second.y).toBeCloseTo(card.y, 0);
    expect(second.x).toBeGreaterThan(card.x + card.width - 1);

    await shot(page, '01-three-scenario-modality');
  });

  it('drops a modality dragged with the mouse where the pointer is', async () => {
    await button('Drag Medical Modality 1').scrollIntoViewIfNeeded();
    const handle = (await button('Drag Medical Modality 1').boundingBox())!;
    const target = (await region('Medical Modality 2').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 + 10, handle.y + handle.height / 2, { steps: 2 });
    await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 12 });
    // dnd-kit measures the drop targets once the drag starts: a last move after that picks the target under the pointer.
    await page.waitForTimeout(200);
    await page.mouse.move(target.x + target.width / 2 + 5, target.y + 65, { steps: 2 });
    await page.waitForTimeout(200);
    await page.mouse.up();
    await expect.poll(categories).toEqual(['Medication', 'Therapy', 'Equipment']);
    // The three scenarios travelled with their modality.
    await expect(
      region('Medical Modality 2')
        .getByRole('group', { name: /Scenario$/ })
        .count(),
    ).resolves.toBe(3);
  });

  it('reorders with Move left / Move right, disabled at the ends', async () => {
    await expect(button('Move Medical Modality 1 left').isDisabled()).resolves.toBe(true);
    await expect(button('Move Medical Modality 3 right').isDisabled()).resolves.toBe(true);
    await button('Move Medical Modality 2 left').click();
    await expect.poll(categories).toEqual(['Therapy', 'Medication', 'Equipment']);
    await button('Move Medical Modality 2 right').click();
    await expect.poll(categories).toEqual(['Therapy', 'Equipment', 'Medication']);
    // Focus stays on the moved modality's button, so a keyboard user can keep moving it.
    await expect(page.locator(':focus').getAttribute('aria-label')).resolves.toBe('Move Medical Modality 3 left');
  });

  it('asks before a lower count deletes filled modalities; Keep keeps them, Remove deletes them', async () => {
    const count = field('Number of medical modalities');
    await count.fill('1');
    await count.press('Tab');
    const dialog = page.getByRole('dialog', { name: 'Remove 2 modalities with entered data?' });
    await dialog.waitFor();
    await shot(page, '02-remove-confirmation');
    await page.screenshot({ path: path.join(screenshotsDir, JOURNEY, '02-remove-confirmation-window.png') });
    await button('Keep', dialog).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(count.inputValue()).resolves.toBe('3');
    await expect(page.getByRole('region', { name: /^Medical Modality \d$/ }).count()).resolves.toBe(3);

    await count.fill('1');
    await count.press('Tab');
    await button('Remove', dialog).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('region', { name: /^Medical Modality \d$/ }).count()).toBe(1);
    await expect(categories(1)).resolves.toEqual(['Therapy']);
  });

  it('lets a typed count settle: "12" documents keep documents 2 to 4', async () => {
    // The previous step's dialog gives focus back to where it was when it has finished closing; if
    // that lands while "12" is typed, the count field is left at "1" and settles there.
    await expect.poll(() => page.locator('.modal, .modal-backdrop').count()).toBe(0);
    const count = field('Number of documents reviewed');
    await count.fill('4');
    for (const n of [1, 2, 3, 4]) await field(`Source name (document ${n})`).fill(`Report ${n}`);
    await count.fill('');
    await count.pressSequentially('12', { delay: 150 });
    await page.waitForTimeout(900);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(page.getByLabel(/^Source name \(document \d+\)$/).count()).resolves.toBe(12);
    await expect(field('Source name (document 4)').inputValue()).resolves.toBe('Report 4');
  });
});
