import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { localAdminLogin, logInAsAdmin } from './support/log-in';
import { browserForThisFile, DESKTOP, eventually, PHONE } from './support/browser';
import { requestsSettled, visitorPages, keepScreenshot } from './support/page-helpers';

/**
 * The dashboard's Excel Import tab against the real upload endpoint and import worker of the shared
 * stack: a CSV dropped on the zone goes through the progress overlay to 'Upload Successful!' (the file is
 * received), then the panel follows that upload's history entry (polled every 2 s) and shows the
 * import's own result: its counts and row errors, or its failure; wrong types and
 * too large files are refused in the browser with the spec texts. Restaurants land in Umeå with this
 * run's id in their names.
 */
const baseUrl = inject('baseUrl');
const admin = localAdminLogin(inject('dataDir'));
const visitor = visitorPages(browserForThisFile(baseUrl));
const run = `${process.pid.toString(36)}${Date.now().toString(36)}`;
const SCREENSHOTS = '/tmp';

async function openPanel(device: typeof PHONE | typeof DESKTOP = DESKTOP): Promise<Page> {
  const page = await visitor.openPage(device);
  await logInAsAdmin(page, admin);
  await page.getByRole('tab', { name: 'Excel Import' }).click();
  await page.getByRole('heading', { name: 'Upload history' }).waitFor();
  return page;
}

/** Drops a file made in the page on the zone, as a drag from the desktop would. */
async function dropFile(page: Page, zone: Locator, file: { name: string; type: string; text?: string; bytes?: number }) {
  const dataTransfer = await page.evaluateHandle(({ name, type, text, bytes }) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text ?? new Uint8Array(bytes ?? 0)], name, { type }));
    return transfer;
  }, file);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('Excel Import tab', () => {
  it('uploads a dropped CSV through the progress overlay to Upload Successful!, then shows the import\'s result with its counts, and follows it in the history', async () => {
    const page = await openPanel();
    const zone = page.getByTestId('excel-drop-zone');
    const fileName = `restauranger-${run}.csv`;
    const csv = [
      'namn,adress,stad,koordinater,telefon',
      `Dropkrogen ${run},Storgatan 1,Umeå,"63.8258, 20.2630",090-12 34 56`,
      `,Utan namn 2,Umeå,"63.8, 20.2",`,
      `Felkoordinat ${run},Storgatan 3,Umeå,not a place,`,
    ].join('\n');

    // The overlay shows while the request is on its way (held back until the test has seen it).
    let letUploadThrough = () => {};
    const uploadHeld = new Promise<void>((resolve) => (letUploadThrough = resolve));
    await page.route('**/api/admin/excel-upload', async (route) => {
      await uploadHeld;
      await route.continue();
    });
    await dropFile(page, zone, { name: fileName, type: 'text/csv', text: csv });
    await page.getByRole('status').filter({ hasText: `Uploading ${fileName}` }).waitFor();
    expect(await page.getByLabel('Upload progress').count()).toBe(1);
    letUploadThrough();
    // The upload is received; the panel does not claim the import worked before it has ended.
    const result = page.getByTestId('excel-upload-result');
    await result.getByText('Upload Successful!', { exact: true }).waitFor();
    await result.getByText(`${fileName} was received.`, { exact: false }).waitFor();
    // Then the import's own result, read from the history entry of this upload.
    await result.getByText('Import finished', { exact: true }).waitFor({ timeout: 60_000 });
    await result.getByText('Imported 1 new, updated 0, 0 unchanged, 2 rows with errors (3 rows)').waitFor();
    await result.getByText(/Row 3: name is missing/).waitFor();
    expect(await result.getAttribute('data-import-status')).toBe('success');

    const entry = page.locator('.excel-import__entry').filter({ hasText: fileName });
    await entry.waitFor();
    expect(await page.locator('.excel-import__entry').first().textContent()).toContain(fileName); // newest first
    expect(await page.locator('.excel-import__entry').count()).toBeLessThanOrEqual(5);
    // The import runs in the worker; the history is polled until it finished.
    await entry.and(page.locator('[data-status="success"]')).waitFor({ timeout: 60_000 });
    const time = await entry.locator('time').textContent();
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/); // sv-SE
    await entry.locator('summary', { hasText: '2 rows with errors' }).click();
    await entry.getByText(/Row 3: name is missing/).waitFor();
    await entry.getByText(/Row 4: coordinates/).waitFor();
    await keepScreenshot(page, { path: `${SCREENSHOTS}/excel-import-1280.png`, fullPage: true });
    await noHorizontalOverflow(page);

    // The template link downloads the CSV with the documented headers.
    const template = await page.request.get(await page.getByRole('link', { name: 'Download template' }).getAttribute('href') ?? '');
    expect(template.status()).toBe(200);
    expect(await template.text()).toMatch(/^\uFEFF?name,address,city/);
  });

  it("says the import failed when it did: a header without coordinates is received, then its error is shown, never a success", async () => {
    const page = await openPanel(PHONE);
    const fileName = `utan-koordinater-${run}.csv`;
    const csv = ['namn,adress,stad', `Koordinatlös ${run},Storgatan 9,Umeå`].join('\n');
    let uploadId = '';
    page.on('response', async (r) => {
      if (r.url().endsWith('/api/admin/excel-upload') && r.request().method() === 'POST') uploadId = ((await r.json()) as { uploadId: string }).uploadId;
    });
    await dropFile(page, page.getByTestId('excel-drop-zone'), { name: fileName, type: 'text/csv', text: csv });
    const result = page.getByTestId('excel-upload-result');
    await result.getByText(`${fileName} was received.`, { exact: false }).waitFor();
    await result.getByText('Import failed', { exact: true }).waitFor({ timeout: 60_000 });
    await result.getByText('The header row lacks the column coordinates (koordinater) or lat and lng').waitFor();
    expect(await result.getAttribute('data-import-status')).toBe('error');
    expect(await result.getAttribute('role')).toBe('alert');
    expect(await result.textContent()).not.toMatch(/Import finished|Imported/);
    // The panel followed this upload's own history entry.
    expect(uploadId).not.toBe('');
    const history = (await (await page.request.get('/api/admin/excel-upload/history')).json()) as { uploads: { id: string; status: string; message: string }[] };
    expect(history.uploads.find((u) => u.id === uploadId)).toMatchObject({ status: 'error', message: 'The header row lacks the column coordinates (koordinater) or lat and lng' });
    await noHorizontalOverflow(page);
    await keepScreenshot(page, { path: `${SCREENSHOTS}/excel-import-failed-390.png`, fullPage: true });
  });

  it('refuses a wrong type and a file over 10 MB in the browser with the spec texts, at 390 px', async () => {
    const page = await openPanel(PHONE);
    const uploads: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/admin/excel-upload') && uploads.push(r.method()));
    const zone = page.getByTestId('excel-drop-zone');

    await dropFile(page, zone, { name: 'meny.pdf', type: 'application/pdf', text: '%PDF-1.4' });
    const alert = page.getByRole('alert');
    await alert.getByText('Invalid File Type').waitFor();
    await alert.getByText('Please upload an Excel file (.xlsx, .xls) or CSV file (.csv)').waitFor();

    // Browse: the button opens the file chooser (reachable by keyboard).
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Browse files' }).press('Enter');
    await (await chooser).setFiles({ name: 'stor.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await alert.getByText('File Too Large').waitFor();
    await alert.getByText('Please upload a file smaller than 10MB').waitFor();

    await requestsSettled(page);
    expect(uploads).toEqual([]);
    // The watch would have seen an upload: a request the page sends to that address is recorded.
    await page.evaluate(() => fetch('/api/admin/excel-upload', { method: 'HEAD' }).catch(() => undefined));
    await eventually(() => uploads).toEqual(['HEAD']);
    await noHorizontalOverflow(page);
    await keepScreenshot(page, { path: `${SCREENSHOTS}/excel-import-390.png`, fullPage: true });
  });
});
