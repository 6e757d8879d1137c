import type { audit as en } from '../../en/messages/audit';

export const audit: Record<keyof typeof en, string> = {
  'msg.audit.person': 'Хэрэглэгчийн и-мэйл буруу байна',
  'msg.audit.entity': 'Өгөгдлийн төрөл буруу байна',
  'msg.audit.date': 'Огноо ОООО-СС-ӨӨ хэлбэртэй байна',
  'msg.audit.range': 'Эхлэх огноо дуусах огнооноос өмнө байна',
};
