/** `tel:` link of a phone number as people write it (`+976 7011-2233` -> `tel:+97670112233`). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
