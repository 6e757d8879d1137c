import type { meetings as en } from '../../en/messages/meetings';

export const meetings: Record<keyof typeof en, string> = {
  'msg.meetings.id': 'Буруу дугаар',
  'msg.meetings.name': 'Нэрээ оруулна уу',
  'msg.meetings.nameEn': 'Англи нэрээ оруулна уу',
  'msg.meetings.email': 'И-мэйл хаягаа зөв оруулна уу',
  'msg.meetings.phone': 'Утасны дугаар буруу байна',
  'msg.meetings.userType': 'Хэрэглэгчийн төрөл Exhibitor, Sponsor, Attendee-ийн нэг байна',
  'msg.meetings.emailTaken': 'Энэ и-мэйл хаягаар хэрэглэгч бүртгэгдсэн байна',
  'msg.meetings.userNotFound': 'Хэрэглэгч олдсонгүй',
  'msg.meetings.roomNumber': 'Өрөөний нэрээ оруулна уу',
  'msg.meetings.roomTaken': 'Ийм нэртэй өрөө бүртгэгдсэн байна',
  'msg.meetings.capacity': 'Багтаамж 1-1000 хооронд бүхэл тоо байна',
  'msg.meetings.capacityBelowBooked': 'Энэ цагт захиалсан уулзалтын тооноос бага багтаамж өгөх боломжгүй',
  'msg.meetings.roomNotFound': 'Өрөө олдсонгүй',
  'msg.meetings.roomPic': 'Зөвхөн jpg, jpeg, png зураг оруулна уу',
  /** Spec §5 (the time form's three required messages). */
  'msg.meetings.date': 'Өдрөө оруулна уу',
  'msg.meetings.startTime': 'Эхлэх цагийг оруулна уу',
  'msg.meetings.endTime': 'Дуусах цагийг оруулна уу',
  /** Beyond the spec's silence (issue 14). */
  'msg.meetings.endAfterStart': 'Дуусах цаг эхлэх цагаас хойш байна',
  'msg.meetings.wholeHour': 'Цагийг бүтэн цагаар оруулна уу',
  'msg.meetings.overlap': 'Энэ өдөр энэ цагтай давхцах цаг бүртгэгдсэн байна',
  'msg.meetings.timeNotFound': 'Цаг олдсонгүй',
  'msg.meetings.timeHasMeetings': 'Энэ цагт уулзалт товлогдсон тул устгах боломжгүй',
  'msg.meetings.tooLong': 'Текст хэт урт байна',
  /** Spec §4, §8. */
  'msg.meetings.added': 'Амжилттай нэмэгдлээ.',
  'msg.meetings.updated': 'Амжилттай шинэчлэгдлээ.',
  'msg.meetings.deleted': 'Амжилттай устгалаа.',
  'msg.meetings.error': 'Алдаа гарлаа.',
  'msg.meetings.timeDeleteError': 'Цаг устгахад алдаа гарлаа.',
  'msg.meetings.confirmTimeDelete': '{date} {time} цагийг устгах уу?',
  'msg.meetings.confirmUserDelete': 'Хэрэглэгчийн мэдээллийг устгах уу?',
  'msg.meetings.empty': 'Жагсаалт хоосон байна',
  'msg.meetings.statusFilter': 'Төлөв all, accepted, pending, cancelled-ийн нэг байна',
  'msg.meetings.formula': '=, +, -, @ тэмдэгтээр эхэлж болохгүй (хүснэгтийн програм томьёо гэж уншина)',
  'msg.meetings.confirmUserDeleteMeetings':
    'Хэрэглэгчийн мэдээллийг устгах уу? Түүний {count} идэвхтэй уулзалт цуцлагдаж, нөгөө талд и-мэйлээр мэдэгдэнэ.',
  'msg.meetings.meetingSearch': 'Хайлт 100 тэмдэгтээс ихгүй байна',
};
