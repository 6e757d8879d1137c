import { ApiRequestError } from '../../../shared/api-client';
import { ASSESSMENT_MESSAGES as M } from '../../../shared/assessment-rules';
import type { AssessText } from '../text';

/** The server's code messages in the visitor's language (the server speaks Mongolian). */
export function codeMessage(err: unknown, text: AssessText): string {
  if (err instanceof ApiRequestError) {
    if (err.status === 429) return text['assess.tooMany'];
    const known: Record<string, string> = {
      [M.codeWrong]: text['assess.codeWrong'],
      [M.codeExpired]: text['assess.codeExpired'],
      [M.codeLocked]: text['assess.codeLocked'],
    };
    return known[err.message] ?? err.message;
  }
  return text['assess.error'];
}
