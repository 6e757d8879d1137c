import type { Lang } from '@shared/lang';
import { directoryRegister as en } from '@i18n/en/directory-register';
import { directoryRegister as mn } from '@i18n/mn/directory-register';

type Short<K> = K extends `directory.register.admin.${string}` ? never : K extends `directory.register.${infer R}` ? R : never;
/** The wizard's strings (keys without the `directory.register.` prefix), resolved at build time: only these ship. */
export type RegisterText = Record<Short<keyof typeof en>, string>;

const PREFIX = 'directory.register.';

/** The wizard's strings in one language (the page passes them to the island; the admin screen calls it with 'mn'). */
export function registerText(lang: Lang): RegisterText {
  const dict: Record<string, string> = lang === 'en' ? en : mn;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(dict))
    if (key.startsWith(PREFIX) && !key.startsWith(`${PREFIX}admin.`)) out[key.slice(PREFIX.length)] = value;
  return out as RegisterText;
}

export { fill } from '@i18n/fill';
