import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { DOMAIN_EVENT_TYPES, scopeOfEvent, WEBHOOK_TEST_EVENT } from '../../../application/ports/DomainEvents.ts';
import { TRASH_ENTITIES } from '../../../application/ports/AdminTrash.ts';

// Beyond the spec (DESIGN "Events"): the document's schemas per event type are the portal's own event types, so a
// client generated from it knows every event the portal writes and no other, and narrows each by its `type`.

interface Schema {
  $ref?: string;
  oneOf?: Schema[];
  discriminator?: { propertyName: string; mapping: Record<string, string> };
  properties?: Record<string, Schema>;
  required?: string[];
  const?: string;
  enum?: string[];
}

const document = parse(readFileSync(path.resolve(import.meta.dirname, '../../../openapi.yaml'), 'utf8')) as {
  components: { schemas: Record<string, Schema> };
  webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: Schema }> } } }>;
};
const schemas = document.components.schemas;
const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(schemas[schema.$ref.replace('#/components/schemas/', '')]) : schema;
const typeOf = (schema: Schema) => resolve(resolve(schema).properties!.type).const;
const dataOf = (schema: Schema) => resolve(resolve(schema).properties!.data);

describe('the event schemas of openapi.yaml', () => {
  it('give the feed one schema per event type the portal writes, told apart by type', () => {
    const feed = schemas.FeedEvent;
    expect(feed.discriminator?.propertyName).toBe('type');
    expect(Object.keys(feed.discriminator!.mapping).sort()).toEqual([...DOMAIN_EVENT_TYPES].sort());
    expect(feed.oneOf!.map(typeOf).sort()).toEqual([...DOMAIN_EVENT_TYPES].sort());
  });

  it('give each webhook entry the schema of its own type, and webhook.test one of its own', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...DOMAIN_EVENT_TYPES, WEBHOOK_TEST_EVENT].sort());
    for (const [type, entry] of Object.entries(document.webhooks))
      expect(typeOf(entry.post.requestBody.content['application/json'].schema)).toBe(type);
  });

  it('name a booth in the data of exactly the events a reader needs booths:read for', () => {
    for (const option of schemas.FeedEvent.oneOf!) {
      const type = typeOf(option) as (typeof DOMAIN_EVENT_TYPES)[number];
      expect([type, dataOf(option).required?.includes('regiNr')]).toEqual([type, scopeOfEvent(type) === 'booths:read']);
    }
  });

  it('list as master-data kinds every item of the back office that is neither a fair, a teaser nor a webhook', () => {
    const masterData = schemas.FeedEvent.oneOf!.find((option) => typeOf(option) === 'masterdata.changed')!;
    const kinds = resolve(dataOf(masterData).properties!.entity).enum;
    // Every deletable item, and the Home notice, which is one and is never deleted (so never in the trash).
    expect([...kinds!].sort()).toEqual(
      [...TRASH_ENTITIES.filter((entity) => !['fair', 'teaser', 'webhook'].includes(entity)), 'homeNotice'].sort(),
    );
  });
});
