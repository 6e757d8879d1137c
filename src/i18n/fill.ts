/** Fills `{name}` placeholders of a dictionary text from `vars` (unknown names stay as written). */
export const fill = (text: string, vars?: Record<string, string | number>): string =>
  vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;
