/** Fills the `{name}` placeholders of a label (apart from labels.ts, which the island must not bundle). */
export const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, name: string) => String(vars[name] ?? m));
