import { Migration } from '@mikro-orm/migrations';
import { safeHtml } from '../../shared/safeHtml.ts';

/** The HTML columns of the portal: table, key and the text columns holding HTML. */
const HTML_COLUMNS = [
  { table: 'notifications', key: 'id', columns: ['body'] },
  { table: 'fairs', key: 'id', columns: ['additional_info_de', 'additional_info_fr', 'additional_info_en'] },
  { table: 'header_definitions', key: 'id', columns: ['info_text_de', 'info_text_fr', 'info_text_en'] },
] as const;

type InfoTexts = Array<{ text?: Record<string, unknown> } & Record<string, unknown>>;

/**
 * HTML is sanitised once, on the way into the database, and shown as stored. Rows written before that (the
 * demo seed's fairs, task info texts and header texts were stored as given, and anything put in by hand) are
 * sanitised here with the same policy, so that no row holds HTML the pages would not show as it is.
 * There is no way back to the unsafe HTML: down does nothing.
 */
export class Migration20261125180000_storedHtmlSanitised extends Migration {
  override name = 'Migration20261125180000_storedHtmlSanitised';

  override async up(): Promise<void> {
    for (const { table, key, columns } of HTML_COLUMNS) {
      const rows = (await this.execute(`select ${key} as key, ${columns.join(', ')} from ${table}`)) as Array<
        Record<string, unknown>
      >;
      for (const row of rows) {
        const changed = columns.filter(
          (column) => typeof row[column] === 'string' && safeHtml(row[column]) !== row[column],
        );
        if (changed.length === 0) continue;
        await this.execute(
          `update ${table} set ${changed.map((column) => `${column} = ?`).join(', ')} where ${key} = ?`,
          [...changed.map((column) => safeHtml(row[column] as string)), row.key],
        );
      }
    }
    const tasks = (await this.execute(`select id, info_texts from fair_tasks`)) as Array<{
      id: string;
      info_texts: InfoTexts;
    }>;
    for (const task of tasks) {
      const sanitised = task.info_texts.map((info) =>
        info.text
          ? {
              ...info,
              text: Object.fromEntries(
                Object.entries(info.text).map(([language, html]) => [
                  language,
                  typeof html === 'string' ? safeHtml(html) : html,
                ]),
              ),
            }
          : info,
      );
      if (JSON.stringify(sanitised) !== JSON.stringify(task.info_texts))
        await this.execute(`update fair_tasks set info_texts = ?::jsonb where id = ?`, [
          JSON.stringify(sanitised),
          task.id,
        ]);
    }
  }

  override down(): void {
    // The unsafe HTML is gone; the sanitised rows are valid for the schema before this migration too.
  }
}
