/** Mining 101 videos: project page 22 and the admin list. */
export const videos = {
  'videos.heading': 'Video lessons',
  'videos.unsupported': 'Your browser cannot play this video.',
  'videos.lesson': 'Lesson {n}',
  'admin.library.videos': 'Mining 101 videos',
  'admin.library.videoTitle': 'Video title',
  'admin.library.video': 'Video',
} as const;
