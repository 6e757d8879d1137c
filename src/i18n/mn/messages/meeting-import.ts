import type { meetingImport as en } from '../../en/messages/meeting-import';
import { IMPORT_LIMITS, mb } from '@shared/limits';

export const meetingImport: Record<keyof typeof en, string> = {
  'msg.import.fileRequired': 'Файлаа сонгоно уу',
  'msg.import.tooLarge': `Файлын хэмжээ ${mb(IMPORT_LIMITS.maxBytes)}-аас ихгүй байна`,
  'msg.import.tooManyRows': `Файлд хамгийн ихдээ ${IMPORT_LIMITS.maxRows} мөр байна`,
  'msg.import.zipBomb': `Excel файл задлахад ${mb(IMPORT_LIMITS.maxInflatedBytes)}-аас их болж байгаа тул хүлээн авах боломжгүй`,
  'msg.import.notSpreadsheet': 'Зөвхөн CSV (UTF-8) эсвэл Excel (.xlsx) файл оруулна уу',
  'msg.import.notUtf8': 'CSV файл UTF-8 кодчилолтой байна',
  'msg.import.unreadable': 'Excel файлыг уншиж чадсангүй',
  'msg.import.noRows': 'Файлд гарчгийн мөрөөс доош мөр алга',
  'msg.import.missingColumns': 'Багана дутуу байна: {columns}',
  'msg.import.unknownColumns': 'Танигдаагүй багана: {columns}',
  'msg.import.duplicateColumns': 'Багана давхардсан байна: {columns}',
  'msg.import.formula': 'Томьёо (формула) байж болохгүй: нүд =, +, -, @ тэмдэгтээр эхэлж болохгүй',
  'msg.import.duplicateInFile': 'Энэ и-мэйл файлын {row}-р мөрөнд давтагдсан байна',
  'msg.import.badRows': 'Файлд {count} алдаа байна. Юу ч нэмэгдээгүй: алдааг засаад дахин оруулна уу.',
  'msg.import.imported': '{count} хэрэглэгч амжилттай нэмэгдлээ.',
};
