/**
 * The admin's direct-add screen (/admin/yellow/add): the back office speaks Mongolian, so both
 * dictionaries carry these texts (spread into en/ and mn/ directory-register).
 */
export const directoryRegisterAdmin = {
  'directory.register.admin.title': 'Шууд нэмэх',
  'directory.register.admin.tabs': 'Төрөл',
  'directory.register.admin.tabCompany': 'Компани',
  'directory.register.admin.tabConsultant': 'Зөвлөх инженер',
  'directory.register.admin.note': 'Энд нэмсэн байгууллага, зөвлөх шууд батлагдаж нийтлэгдэнэ. Нэрийг том үсгээр хадгална.',
  'directory.register.admin.selectSub': 'Дэд ангиллаа сонгоно уу',
  'directory.register.admin.logo': 'Лого оруулна уу',
  'directory.register.admin.logoHint': 'JPEG эсвэл PNG, 5 MB хүртэл.',
  'directory.register.admin.nameMn': 'Монгол нэрээ оруулна уу',
  'directory.register.admin.nameEn': 'Англи нэрээ оруулна уу',
  'directory.register.admin.registrationNumber': 'Регистрийн дугаараа оруулна уу',
  'directory.register.admin.professionMn': 'Мэргэжлээ монголоор оруулна уу',
  'directory.register.admin.professionEn': 'Мэргэжлээ англиар оруулна уу',
  'directory.register.admin.phone': 'Утасны дугаараа оруулна уу',
  'directory.register.admin.added': 'Амжилттай нэмэгдлээ.',
  'directory.register.admin.failed': 'Алдаа гарлаа.',
  'directory.register.admin.add': 'Нэмэх',
  'directory.register.admin.adding': 'Нэмж байна…',
  'directory.register.admin.clear': 'Цэвэрлэх',
};
