import type { auth as en } from '../../en/messages/auth';

export const auth: Record<keyof typeof en, string> = {
  'msg.auth.idToken': 'Google-ээр нэвтрэх токен алга',
  'msg.auth.tokenTooLong': 'Токен хэт урт байна',
  'msg.auth.request': 'Хүсэлт буруу байна',
  'msg.auth.email': 'И-мэйл хаягаа оруулна уу',
  'msg.auth.emailTooLong': 'И-мэйл хаяг хэт урт байна',
  'msg.auth.emailFormat': 'И-мэйл хаяг буруу байна',
  'msg.auth.password': 'Нууц үгээ оруулна уу',
  'msg.auth.passwordTooLong': 'Нууц үг хэт урт байна',
  'msg.auth.googleRefused': 'Нэвтрэх эрхгүй байна',
  'msg.auth.passwordRefused': 'И-мэйл эсвэл нууц үг буруу байна',
  'msg.auth.signedOut': 'Нэвтрэх шаардлагатай',
  'msg.auth.forbidden': 'Энэ үйлдлийг хийх эрхгүй байна',
};
