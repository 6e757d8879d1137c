import { z } from 'zod';

export const googleSignInSchema = z.object(
  {
    idToken: z.string({ error: 'Google-ээр нэвтрэх токен алга' }).min(1, 'Google-ээр нэвтрэх токен алга').max(8192, 'Токен хэт урт байна'),
  },
  { error: 'Хүсэлт буруу байна' },
);

export const passwordSignInSchema = z.object(
  {
    email: z
      .string({ error: 'И-мэйл хаягаа оруулна уу' })
      .trim()
      .toLowerCase()
      .max(254, 'И-мэйл хаяг хэт урт байна')
      .pipe(z.email({ error: 'И-мэйл хаяг буруу байна' })),
    // The upper bound keeps one request from hashing megabytes.
    password: z.string({ error: 'Нууц үгээ оруулна уу' }).min(1, 'Нууц үгээ оруулна уу').max(1024, 'Нууц үг хэт урт байна'),
  },
  { error: 'Хүсэлт буруу байна' },
);
