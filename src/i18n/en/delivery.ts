/** Mail delivery: what a visitor is told when a mail is queued and may be late. */
export const delivery = {};
