import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInAsManager, uniqueName } from './adminSupport.ts';

/**
 * The Webhooks screen of the back office (beyond the spec): a manager subscribes a local receiver (loopback
 * http: is allowed in development), sees the signing secret once, sends a test event that the receiver gets
 * signed with that secret and the delivery log shows as delivered, sends it again, and deletes the webhook; a
 * refused URL is marked at its field with the typed values kept.
 */

type Received = { headers: IncomingHttpHeaders; body: string };

let receiver: Server;
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

const testEvents = () =>
  received.filter((entry) => (JSON.parse(entry.body) as { type: string }).type === 'webhook.test');

/** Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` under the secret's bytes after `whsec_`. */
function signatureOf(secret: string, entry: Received): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signed = `${String(entry.headers['webhook-id'])}.${String(entry.headers['webhook-timestamp'])}.${entry.body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

test('a webhook to a local receiver: secret once, test event delivered and signed, sent again, deleted, restored from the trash', async ({
  page,
}) => {
  const { port } = receiver.address() as AddressInfo;
  const target = `http://127.0.0.1:${port}/hook`;
  const description = uniqueName('E2E-Empfänger');

  await signInAsManager(page, '/admin/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await page.getByRole('link', { name: 'Neuer Webhook' }).click();

  // A refused address: the server's German message at the field, nothing typed is lost.
  const url = page.getByLabel('Ziel-URL');
  await url.fill('ftp://127.0.0.1/hook');
  await page.getByLabel('Beschreibung').fill(description);
  await page.getByRole('checkbox', { name: /Versicherung abgeschlossen/ }).check();
  await page.getByRole('button', { name: 'Webhook speichern' }).click();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toBeFocused();
  await expect(page.locator('.admin-field-invalid .admin-field-error')).not.toBeEmpty();
  await expect(page.getByLabel('Beschreibung')).toHaveValue(description);
  await expect(page.getByRole('checkbox', { name: /Versicherung abgeschlossen/ })).toBeChecked();

  await url.fill(target);
  await page.getByRole('button', { name: 'Webhook speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook angelegt' })).toBeVisible();
  const secret = await page.getByRole('textbox', { name: 'Signatur-Geheimnis' }).inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
  await expect(page.getByText('Es wird nicht noch einmal angezeigt.')).toBeVisible();

  // The secret is not shown again: not in the list, not in the form.
  await page.getByRole('link', { name: 'Zur Übersicht' }).click();
  const row = page.getByRole('row').filter({ hasText: description });
  await expect(row).toContainText('Versicherung abgeschlossen');
  await expect(row).toContainText('Aktiv');
  await expect(row).toContainText('Noch keine Zustellung');
  await expect(page.getByRole('main')).not.toContainText('whsec_');
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: 'Zustellungen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zustellungen' })).toBeVisible();
  await expect(page.getByText('Noch keine Zustellungen')).toBeVisible();
  await page.getByRole('button', { name: 'Testereignis senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Testereignis wurde in die Warteschlange' })).toBeVisible();
  const deliveries = page.getByRole('row').filter({ hasText: 'Testereignis' });
  await expect(deliveries.first()).toContainText('Zugestellt', { timeout: 30_000 });
  await expect.poll(() => testEvents().length).toBe(1);
  const [first] = testEvents();
  expect(first.headers['webhook-signature']).toContain(signatureOf(secret, first));
  await expectNoAxeViolations(page);

  // Sent again: a second delivery of the same event (same webhook-id).
  await deliveries
    .first()
    .getByRole('button', { name: /erneut senden/ })
    .click();
  await expect(deliveries).toHaveCount(2);
  await expect(deliveries.first()).toContainText('Zugestellt', { timeout: 30_000 });
  await expect.poll(() => testEvents().length).toBe(2);
  expect(testEvents()[1].headers['webhook-id']).toBe(first.headers['webhook-id']);

  await page.getByRole('link', { name: '← Zu den Webhooks' }).click();
  await expect(row).toContainText('Zugestellt');
  await row.getByRole('button', { name: /löschen$/ }).click();
  await page.getByRole('dialog', { name: 'Löschen bestätigen' }).getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'wurde gelöscht' })).toBeVisible();
  await expect(row).toHaveCount(0);

  // In the trash with its delivery log, and back from there as it was.
  await page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Papierkorb' }).click();
  await page.getByLabel('Art des Eintrags').selectOption('webhook');
  const trashed = page.getByRole('row').filter({ hasText: description });
  await expect(trashed).toContainText('Webhook');
  await expectNoAxeViolations(page);
  await trashed.getByRole('button', { name: /wiederherstellen/ }).click();
  await page.getByRole('dialog', { name: 'Wiederherstellen bestätigen' }).getByRole('button', { name: 'Ja' }).click();
  const message = page.getByRole('status').filter({ hasText: 'wurde wiederhergestellt' });
  await expect(message).toContainText(description);
  await expect(trashed).toHaveCount(0);
  await message.getByRole('link', { name: 'Webhook öffnen' }).click();
  await expect(page.getByLabel('Beschreibung')).toHaveValue(description);
  await expect(page.getByLabel('Ziel-URL')).toHaveValue(target);

  // Its change history (beyond the spec, as for every back-office item): who created, deleted, restored and changed it.
  const changed = `${description} (ERP)`;
  await page.getByLabel('Beschreibung').fill(changed);
  await page.getByRole('button', { name: 'Webhook speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'wurde gespeichert' })).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: changed })
    .getByRole('link', { name: /bearbeiten$/ })
    .click();
  await page.getByText('Änderungsverlauf').click();
  const history = page.locator('.admin-history-list > li');
  await expect(history).toHaveCount(4);
  await expect(history.nth(0)).toContainText('Geändert');
  await expect(history.nth(0)).toContainText(`Beschreibung: ${description}`);
  await expect(history.nth(1)).toContainText('Aus dem Papierkorb wiederhergestellt');
  await expect(history.nth(2)).toContainText('Gelöscht');
  await expect(history.nth(3)).toContainText('Erstellt');
  await expect(page.getByRole('main')).not.toContainText('whsec_');
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(row).toContainText('Zugestellt');
});
