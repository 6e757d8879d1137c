import type { meetingUsers as en } from '../en/meeting-users';

export const meetingUsers: Record<keyof typeof en, string> = {
  'meetings.add.title': 'Уулзалтын хэрэглэгч нэмэх',
  'meetings.add.single': 'Нэг хэрэглэгч',
  'meetings.add.name': 'Нэр',
  'meetings.add.nameEn': 'Англи нэр',
  'meetings.add.email': 'И-мэйл',
  'meetings.add.phone': 'Утасны дугаар',
  'meetings.add.type': 'Хэрэглэгчийн төрөл',
  'meetings.add.bulk': 'Файлаар олноор нэмэх',
  'meetings.add.file': 'CSV эсвэл Excel (.xlsx) файл',
  'meetings.add.hint':
    'Эхний мөрөнд баганын нэрс: {columns} (дараалал хамаагүй). Хамгийн ихдээ {rows} мөр, {mb} MB. user_type хоосон бол Exhibitor. Аль нэг мөр алдаатай бол юу ч нэмэгдэхгүй.',
  'meetings.add.template': 'Загвар CSV татах',
  'meetings.add.upload': 'Файл оруулах',
  'meetings.add.uploading': 'Файлыг шалгаж байна…',
  'meetings.add.errors': 'Файлын алдаа',
  'meetings.add.row': 'Мөр',
  'meetings.add.column': 'Багана',
  'meetings.add.problem': 'Алдаа',
  'meetings.add.more': '…болон өөр {count} алдаа',
};
