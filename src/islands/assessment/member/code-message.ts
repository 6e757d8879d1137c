import { ApiRequestError } from '@client/api-client';
import { waitMessageOf } from '@i18n/errors-text';
import { ASSESSMENT_MESSAGES as M } from '@shared/assessment-rules';
import type { Lang } from '@shared/lang';
import type { AssessTexts } from '../common';

/** The server's code messages in the visitor's language (the server speaks Mongolian). */
export function codeMessage(err: unknown, texts: AssessTexts, lang: Lang): string {
  if (err instanceof ApiRequestError) {
    const wait = waitMessageOf(err, lang);
    if (wait) return wait;
    const known: Record<string, string> = {
      [M.codeWrong]: texts['assess.codeWrong'],
      [M.codeExpired]: texts['assess.codeExpired'],
      [M.codeLocked]: texts['assess.codeLocked'],
    };
    return known[err.message] ?? err.message;
  }
  return texts['assess.error'];
}
