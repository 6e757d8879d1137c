import { ApiRequestError } from '@client/api-client';
import { waitMessageOf } from '@i18n/errors-text';
import { ASSESSMENT_MESSAGES as M } from '@shared/assessment-rules';
import { assessment as mn } from '@i18n/mn/messages/assessment';
import type { AssessText, Lang } from '../text';

/** The server's code messages in the visitor's language (the server speaks Mongolian). */
export function codeMessage(err: unknown, text: AssessText, lang: Lang): string {
  if (err instanceof ApiRequestError) {
    const wait = waitMessageOf(err, lang);
    if (wait) return wait;
    const known: Record<string, string> = {
      [mn[M.codeWrong]]: text['assess.codeWrong'],
      [mn[M.codeExpired]]: text['assess.codeExpired'],
      [mn[M.codeLocked]]: text['assess.codeLocked'],
    };
    return known[err.message] ?? err.message;
  }
  return text['assess.error'];
}
