import { gallery as en } from '../../en/messages/event-gallery';

/** The event admin speaks the spec's English: the same texts. */
export const gallery: Record<keyof typeof en, string> = { ...en };
