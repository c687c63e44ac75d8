import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshotsFor, signUpAndSignIn, useJourney } from './support/index.ts';

const shot = screenshotsFor('profile');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => (bytes.reduce((c, byte) => CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real grey-scale PNG of a pen stroke, so the preview shows what a scanned signature would. */
function signaturePng(width = 240, height = 60): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1, 255);
    row[0] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const stroke = height / 2 + Math.sin(x / 12) * (height / 4) * Math.cos(x / 40);
      if (Math.abs(y - stroke) < 1.6) row[x + 1] = 20;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey-scale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('profile journey', () => {
  let page: Page;
  const field = (label: string) => page.getByLabel(label, { exact: true });

  const journey = useJourney();
  beforeAll(() => {
    ({ page } = journey);
  });

  it('opens the profile from the user menu, made from the account name', async () => {
    await signUpAndSignIn(page, { account: { name: 'Jordan Rivera' } });
    await page.getByRole('button', { name: 'Jordan Rivera' }).first().click();
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('heading', { level: 1, name: 'Economist profile' }).waitFor();
    await expect(field('Full name').inputValue()).resolves.toBe('Jordan Rivera');
    await shot(page, '01-new-profile');
  });

  it('refuses a wrong fee inline', async () => {
    await field('Hourly fee — study').fill('four hundred');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Hourly fee — study must be a dollar amount such as 450 or 450.00').waitFor();
    await page.getByText('The profile was not saved: please correct the fields marked above.').waitFor();
    await shot(page, '02-fee-message');
  });

  it('fills and saves every field, then finds them again after a reload', async () => {
    await field('Credentials').fill('Ph.D., Economics');
    await field('Title').fill('Senior Economist');
    await field('Firm').fill('Rivera Economics LLC');
    await field('Address').fill('100 Main Street\nSpringfield, IL 62701');
    await field('Phone').fill('(217) 555-0100');
    await field('E-mail').fill('jordan@rivera-economics.example');
    await field('Hourly fee — study').fill('412.50');
    await field('Hourly fee — testimony').fill('600');
    await field('Qualifications').fill(
      'Ph.D. in Economics, University of Illinois, 2004.\nMember, National Association of Forensic Economics.',
    );
    await field('Publications (last 10 years)').fill(
      'Discounting future losses, Journal of Forensic Economics (2019)\nValuing household services (2022)',
    );
    for (const [index, [caseName, court, year, kind]] of [
      ['Martinez v. Acme Trucking, Inc.', 'N.D. Ill.', '2023', 'deposition'],
      ['Lee v. City of Springfield', 'Sangamon County Circuit Court', '2022', 'trial'],
    ].entries()) {
      await page.getByRole('button', { name: 'Add testimony' }).click();
      await field(`Case, testimony ${index + 1}`).fill(caseName!);
      await field(`Court, testimony ${index + 1}`).fill(court!);
      await field(`Year, testimony ${index + 1}`).fill(year!);
      await field(`Deposition or trial, testimony ${index + 1}`).selectOption(kind!);
    }
    await field('Signature image (optional)').setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: signaturePng() });
    await page.getByRole('img', { name: 'Signature preview' }).waitFor();
    await shot(page, '03-filled');

    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved.').waitFor();
    await shot(page, '04-saved');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Economist profile' }).waitFor();
    await field('Full name').waitFor();
    const values = async (labels: string[]) => Promise.all(labels.map((label) => field(label).inputValue()));
    await expect(values(['Credentials', 'Firm', 'Hourly fee — study', 'Hourly fee — testimony', 'Address'])).resolves.toEqual([
      'Ph.D., Economics',
      'Rivera Economics LLC',
      '412.50',
      '600',
      '100 Main Street\nSpringfield, IL 62701',
    ]);
    await expect(values(['Case, testimony 2', 'Year, testimony 2', 'Deposition or trial, testimony 2'])).resolves.toEqual([
      'Lee v. City of Springfield',
      '2022',
      'trial',
    ]);
    await expect(page.getByRole('img', { name: 'Signature preview' }).getAttribute('src')).resolves.toMatch(/^data:image\/png;base64,/);
    await shot(page, '05-after-reload');
  });

  it('adds a colleague beside the own profile', async () => {
    await page.getByRole('button', { name: 'Add colleague' }).click();
    await field('Full name').fill('Amy Chen');
    await field('Credentials').fill('M.A., Economics');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('heading', { name: 'Colleague: Amy Chen' }).waitFor();
    const options = await page.getByLabel('Economist', { exact: true }).locator('option').allTextContents();
    expect(options).toEqual(['Jordan Rivera (you)', 'Amy Chen']);
    await shot(page, '06-colleague');
  });
});
