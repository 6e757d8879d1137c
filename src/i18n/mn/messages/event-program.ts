/** The event program's admin messages have no Mongolian texts yet: the Mongolian dictionary shows the English ones. */
export { program } from '../../en/messages/event-program';
