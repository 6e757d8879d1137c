import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMessageKey, messageOrText, messageText } from '@i18n/messages-text';
import { shownIn } from '@i18n/message-keys';
import { messageKeys } from '@shared/message-keys';
import { pickTexts } from '@i18n/pick';
import { shown } from '@admin/i18n';
import { OFFICE_REQUEST_MESSAGES } from '@shared/requests';

const SHARED = join(import.meta.dirname, '../../src/shared');

describe('message tables', () => {
  it('are maps from name to a message key with a text in both languages, in every shared module', async () => {
    const tables = new Set<unknown>();
    for (const file of readdirSync(SHARED).filter((f) => f.endsWith('.ts'))) {
      const mod = (await import(join(SHARED, file))) as Record<string, unknown>;
      for (const [name, table] of Object.entries(mod).filter(([n]) => n.endsWith('_MESSAGES'))) {
        tables.add(table);
        for (const [entry, key] of Object.entries(table as Record<string, unknown>)) {
          expect(isMessageKey(key), `${file} ${name}.${entry}`).toBe(true);
          expect(key).toMatch(new RegExp(`\\.${entry}$`));
        }
      }
    }
    expect(tables.size).toBe(29); // a module may re-export another's table
  });

  it('messageKeys names each key by its prefix and name', () => {
    expect(messageKeys('msg.audit.', ['person', 'range'])).toEqual({ person: 'msg.audit.person', range: 'msg.audit.range' });
  });

  it('translates a key, fills its values, and leaves any other text as it is', () => {
    expect(messageText('en', 'msg.import.badRows', { count: 3 })).toBe(
      'The file has 3 errors. Nothing was added: fix the errors and upload it again.',
    );
    expect(messageOrText('mn', 'msg.files.notFound')).toBe('Мэдээлэл олдсонгүй');
    expect(messageOrText('en', 'A finished text')).toBe('A finished text');
    expect(shown('msg.news.title')).toBe('Гарчиг оруулна уу');
    expect(shownIn(pickTexts('en', 'msg.requests.'))(OFFICE_REQUEST_MESSAGES.sent)).toBe('Request was sent successfully!');
    expect(shownIn({ 'msg.x': 'X' })('msg.y')).toBe('msg.y');
  });
});
