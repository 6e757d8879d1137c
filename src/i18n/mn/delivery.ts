import type { delivery as en } from '../en/delivery';

export const delivery: Record<keyof typeof en, string> = {
  'delivery.mailLate': 'Одоогоор и-мэйл илгээлт удааширч байна: захидал тань хэдэн минут хоцорч ирж магадгүй.',
  'delivery.queued': 'Илгээгдэхийг хүлээж буй и-мэйл',
  'delivery.failed': 'Хүргэгдээгүй и-мэйл',
  'delivery.failedHint':
    'Зарим и-мэйлийг нэг өдрийн турш хүргэж чадаагүй тул дахин оролдохоо больсон: и-мэйлийн тохиргоог (SMTP эсвэл и-мэйлийн үйлчилгээ) шалгана уу.',
};
