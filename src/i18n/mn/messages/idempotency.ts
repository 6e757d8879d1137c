import type { idempotency as en } from '../../en/messages/idempotency';

export const idempotency: Record<keyof typeof en, string> = {
  'msg.idempotency.badKey': 'Idempotency-Key толгойн утга буруу байна: UUID эсвэл 16–128 тэмдэгт (латин үсэг, тоо, - _ . :) байх ёстой',
  'msg.idempotency.inProgress': 'Таны хүсэлт боловсруулагдаж байна. Түр хүлээгээд дахин оролдоно уу',
  'msg.idempotency.reused':
    'Энэ Idempotency-Key өөр агуулгатай хүсэлтэд аль хэдийн ашиглагдсан байна. Шинэ илгээлтэд шинэ түлхүүр хэрэглэнэ үү',
};
