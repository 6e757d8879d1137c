import type { directoryLists as en } from '../../en/messages/directory-lists';

/** Лавлахын жагсаалт, хайлтын хариу. */
export const directoryLists: Record<keyof typeof en, string> = {
  'msg.directoryLists.categoryCodes':
    'category_code нь үндсэн ангиллын дугаар (01-04) эсвэл 0101 мэт дэд ангиллын код байна; хэд хэдийг таслалаар тусгаарлана.',
  'msg.directoryLists.operating': 'operating нь true эсвэл false байна.',
  'msg.directoryLists.term': 'Хайх үгээ оруулна уу.',
  'msg.directoryLists.termTooLong': 'Хайх үг 100 тэмдэгтээс урт байж болохгүй.',
  'msg.directoryLists.termChars':
    'Хайх үгэнд үсэг эсвэл тоо байх ёстой; зөвхөн үсэг, тоо, зай болон - . , & \' " ( ) / + # № тэмдэгт орно.',
  'msg.directoryLists.noCategory': '{code} ангилал олдсонгүй.',
};
