/**
 * RFC 5545 §3.1 line folding by octets. The `ics` library folds by characters, so a Cyrillic line
 * (two UTF-8 bytes a letter) reaches 80+ bytes; calendars should get lines of at most 75 octets
 * (without the CRLF), each continuation starting with one space, and no UTF-8 character split.
 * `foldIcs` unfolds what it is given and folds it again that way; unfolding its output gives back
 * the unfolded input.
 */
export const ICS_LINE_OCTETS = 75;

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

/** Undoes any folding: a CRLF (or bare LF) followed by one space or tab is removed. */
export const unfoldIcs = (text: string): string => text.replace(/\r?\n[ \t]/g, '');

/** One logical line cut into pieces of at most 75 octets (the continuation's leading space included). */
export function foldIcsLine(line: string): string {
  if (octets(line) <= ICS_LINE_OCTETS) return line;
  const parts: string[] = [];
  let part = '';
  let size = 0;
  // a continuation line spends one octet on its leading space
  let room = ICS_LINE_OCTETS;
  // by code point: a surrogate pair (4 bytes) stays whole
  for (const ch of line) {
    const n = octets(ch);
    if (size + n > room) {
      parts.push(part);
      part = '';
      size = 0;
      room = ICS_LINE_OCTETS - 1;
    }
    part += ch;
    size += n;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** A whole calendar refolded by octets, with CRLF line ends (a trailing line end is kept). */
export function foldIcs(text: string): string {
  const lines = unfoldIcs(text).split(/\r?\n/);
  return lines.map((l) => (l ? foldIcsLine(l) : l)).join('\r\n');
}
