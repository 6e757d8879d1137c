import type { directoryRegistration as en } from '../../en/messages/directory-registration';

export const directoryRegistration: Record<keyof typeof en, string> = {
  'msg.directoryRegistration.required': 'Энэ талбарыг бөглөнө үү.',
  'msg.directoryRegistration.selectMain': 'Үндсэн ангиллаа сонгоно уу.',
  'msg.directoryRegistration.selectSub': 'Дэд ангиллаа сонгоно уу.',
  'msg.directoryRegistration.wrongSub': 'Сонгосон дэд ангилал энэ үндсэн ангилалд хамаарахгүй байна.',
  'msg.directoryRegistration.noCategory': 'Дор хаяж нэг ангилал сонгоно уу.',
  'msg.directoryRegistration.tooManyRows': 'Мөр хэт олон байна.',
  'msg.directoryRegistration.logoRequired': 'Байгууллагын логог (JPEG эсвэл PNG) сонгоно уу.',
  'msg.directoryRegistration.logoType': 'Лого зөвхөн JPEG эсвэл PNG зураг байна.',
  'msg.directoryRegistration.logoSize': 'Логоны файл хэт том байна (5 MB хүртэл).',
  'msg.directoryRegistration.emailFormat': 'И-мэйл хаяг буруу байна. Жишээ нь: name@company.mn',
  'msg.directoryRegistration.phoneFormat':
    'Дугаарыг цифрээр (6-15 оронтой) оруулна уу; +, зай, зураас, хаалт хэрэглэж болно. Жишээ нь: +976 7011-2233',
  'msg.directoryRegistration.websiteFormat': 'Вэб хаягаа оруулна уу. Жишээ нь: https://www.company.mn',
  'msg.directoryRegistration.registrationNumberFormat':
    'Регистрийн дугаар зөвхөн үсэг, цифрээс (20 хүртэл) бүрдэнэ; зай, тэмдэгт оруулахгүй.',
  'msg.directoryRegistration.markup': '< болон > тэмдэгт ашиглахгүй байна уу.',
  'msg.directoryRegistration.tooLong': 'Текст хэт урт байна.',
  'msg.directoryRegistration.terms': 'Үйлчилгээний нөхцөлийг зөвшөөрнө үү.',
  'msg.directoryRegistration.sent': 'Бүртгэлийн хүсэлт амжилттай илгээгдлээ!',
  'msg.directoryRegistration.added': 'Амжилттай нэмэгдлээ.',
};
