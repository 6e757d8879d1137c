import { shownIn } from './message-keys';
import type { Lang } from '@shared/lang';
import { directoryRegistration as enDirectory } from './en/messages/directory-registration';
import { directoryRegistration as mnDirectory } from './mn/messages/directory-registration';
import { registration as enRegistration } from './en/messages/event-registration';
import { registration as mnRegistration } from './mn/messages/event-registration';
import { requests as enRequests } from './en/messages/requests';
import { requests as mnRequests } from './mn/messages/requests';

/**
 * In an island that checks with a shared rule file (its problems carry message keys): the keys of
 * its domain shown in `lang`, any other text as it is. Only the domain's texts ship with the island.
 */
export const shownDirectoryRegistration = (lang: Lang) => shownIn(lang === 'en' ? enDirectory : mnDirectory);
export const shownEventRegistration = (lang: Lang) => shownIn(lang === 'en' ? enRegistration : mnRegistration);
export const shownOfficeRequest = (lang: Lang) => shownIn(lang === 'en' ? enRequests : mnRequests);
