/** Mining 101 videos: project page 22 and the admin list. */
export const videos = {
  'videos.heading': 'Video lessons',
  'videos.unsupported': 'Your browser cannot play this video.',
  'videos.lesson': 'Lesson {n}',
  'admin.videos.videos': 'Mining 101 videos',
  'admin.videos.videoTitle': 'Video title',
  'admin.videos.video': 'Video',
} as const;
