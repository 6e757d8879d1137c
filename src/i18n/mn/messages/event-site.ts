import type { eventSite as en } from '../../en/messages/event-site';

export const eventSite: Record<keyof typeof en, string> = {
  'msg.eventSite.category': 'Please enter the menu name',
  'msg.eventSite.category_en': 'Please enter the menu English name',
  'msg.eventSite.pageType': 'Select the page type',
  'msg.eventSite.parent': 'Select an existing parent menu',
  'msg.eventSite.parentSelf': 'A menu cannot be its own parent',
  'msg.eventSite.status': 'Select the status',
  'msg.eventSite.icon': 'Select an icon',
  'msg.eventSite.link': 'Enter the link',
  'msg.eventSite.type': 'Enter the type',
  'msg.eventSite.information': 'Enter the information',
  'msg.eventSite.informationFormat': 'The information does not match the type (phone number, e-mail address or http(s) link)',
  'msg.eventSite.tooLong': 'The text is too long',
  'msg.eventSite.id': 'Invalid id',
  'msg.eventSite.notFound': 'Not found',
};
