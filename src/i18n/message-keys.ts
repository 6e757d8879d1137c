/**
 * Where a whole dictionary is not at hand (an island's script): one domain's message texts in the
 * visitor's language show a key of that domain; any other text (e.g. the server's) is shown as it is.
 */
export const shownIn =
  (texts: Record<string, string>) =>
  (text: string): string =>
    Object.hasOwn(texts, text) ? texts[text] : text;
