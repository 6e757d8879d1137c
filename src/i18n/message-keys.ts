/**
 * In an island (no dictionary at hand): its picked texts (`pickTexts(lang, 'msg.<domain>.')`) show a
 * message key of its rules; any other text (e.g. the server's, already in the visitor's language) as it is.
 */
export const shownIn =
  (texts: Record<string, string>) =>
  (text: string): string =>
    Object.hasOwn(texts, text) ? texts[text] : text;
