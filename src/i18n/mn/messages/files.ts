import type { files as en } from '../../en/messages/files';

export const files: Record<keyof typeof en, string> = {
  'msg.files.id': 'Дугаар буруу байна',
  'msg.files.notFound': 'Мэдээлэл олдсонгүй',
  'msg.files.tooLong': 'Текст хэт урт байна',
  'msg.files.pdfOnly': 'Зөвхөн PDF файл сонгоно уу.',
  'msg.files.imageOnly': 'Зөвхөн JPG, PNG зураг сонгоно уу.',
  'msg.files.imageTooLarge': 'Зураг хэт том байна. 10MB-с бага зураг сонгоно уу.',
  'msg.files.pdfTooLarge': 'Файл хэт том байна. 50MB-с бага файл сонгоно уу.',
  'msg.files.mp4Only': 'Зөвхөн MP4 файл сонгоно уу.',
  'msg.files.videoTooLarge': 'Файл хэтэрхий том байна. 300MB-с бага файлыг сонгоно уу.',
  'msg.files.proofOnly': 'Зөвхөн PDF, JPG, PNG файл сонгоно уу.',
  'msg.files.tooLarge': 'Файл хэт том байна',
};
