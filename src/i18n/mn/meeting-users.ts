import type { meetingUsers as en } from '../en/meeting-users';

export const meetingUsers: Record<keyof typeof en, string> = {
  'meetings.users.type': 'Хэрэглэгчийн төрөл',
  'meetings.users.all': 'Бүгд',
  'meetings.users.name': 'Нэр',
  'meetings.users.nameEn': 'Англи нэр',
  'meetings.users.email': 'И-мэйл',
  'meetings.users.phone': 'Утасны дугаар',
  'meetings.users.userType': 'Төрөл',
  'meetings.users.edit': 'Хэрэглэгчийн мэдээлэл засах',
  'meetings.users.exportCsv': 'CSV',
  'meetings.users.exportXlsx': 'Excel',
  'meetings.users.exporting': 'Татаж байна…',
  'meetings.users.exportFailed': 'Татаж чадсангүй: {message}',
};
