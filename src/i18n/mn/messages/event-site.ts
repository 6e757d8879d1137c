/** The event site's admin messages have no Mongolian texts yet: the Mongolian dictionary shows the English ones. */
export { eventSite } from '../../en/messages/event-site';
