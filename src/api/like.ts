/** An (i)like pattern that matches `text` anywhere, with the wildcards `%` and `_` (and `\`) in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
