import { ApiRequestError } from '@client/api-client';
import { waitMessageOf } from '@i18n/errors-text';
import { ASSESSMENT_MESSAGES as M } from '@shared/assessment-rules';
import { assessment as mn } from '@i18n/mn/messages/assessment';
import type { Lang } from '@shared/lang';
import type { AssessTexts } from '../common';

/** The server's code messages in the visitor's language (the server speaks Mongolian). */
export function codeMessage(err: unknown, texts: AssessTexts, lang: Lang): string {
  if (err instanceof ApiRequestError) {
    const wait = waitMessageOf(err, lang);
    if (wait) return wait;
    const known: Record<string, string> = {
      [mn[M.codeWrong]]: texts['assess.codeWrong'],
      [mn[M.codeExpired]]: texts['assess.codeExpired'],
      [mn[M.codeLocked]]: texts['assess.codeLocked'],
    };
    return known[err.message] ?? err.message;
  }
  return texts['assess.error'];
}
