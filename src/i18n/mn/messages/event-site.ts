import { eventSite as en } from '../../en/messages/event-site';

/** The event site's admin messages have no Mongolian texts yet (the English ones show), but for the newer ones. */
export const eventSite: Record<keyof typeof en, string> = {
  ...en,
  'msg.eventSite.parentCycle': 'Цэсийг өөрийн дэд цэсний доор байрлуулах боломжгүй',
  'msg.eventSite.busy': 'Цэсийг өөр хадгалалт яг энэ үед өөрчилсөн; жагсаалтаа шинэчлээд дахин оролдоно уу',
};
