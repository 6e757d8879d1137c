import type { videos as en } from '../en/videos';

export const videos: Record<keyof typeof en, string> = {
  'videos.heading': 'Видео хичээлүүд',
  'videos.unsupported': 'Таны хөтөч энэ бичлэгийг тоглуулах боломжгүй.',
  'videos.lesson': '{n}-р хичээл',
  'admin.videos.videos': 'Уул уурхай 101 бичлэгүүд',
  'admin.videos.videoTitle': 'Бичлэгний нэр',
  'admin.videos.video': 'Бичлэг',
};
