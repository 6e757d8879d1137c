import type { accounts as en } from '../../en/messages/accounts';

export const accounts: Record<keyof typeof en, string> = {
  'msg.accounts.first_name': 'Хэрэглэгчийн нэрийг оруулна уу',
  'msg.accounts.email': 'Хэрэглэгчийн и-мэйл хаягийг оруулна уу',
  'msg.accounts.emailFormat': 'И-мэйл хаяг буруу байна',
  'msg.accounts.role': 'Хэрэглэгчийн эрхийн төрлийг сонгоно уу',
  'msg.accounts.tooLong': 'Текст хэт урт байна',
  'msg.accounts.id': 'Хэрэглэгчийн дугаар буруу байна',
  'msg.accounts.duplicate': 'Бүртгэлтэй и-мэйл хаяг байна.',
  'msg.accounts.notFound': 'Хэрэглэгч олдсонгүй',
  'msg.accounts.deleteSelf': 'Өөрийн бүртгэлийг устгах боломжгүй',
  'msg.accounts.lastAdmin': 'Сүүлчийн админы эрхийг хасах эсвэл устгах боломжгүй',
  'msg.accounts.deleted': 'Хэрэглэгч устгагдлаа',
};
