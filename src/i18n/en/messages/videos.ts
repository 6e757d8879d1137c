export const videos = {
  'msg.videos.title': 'Please enter the video name',
  'msg.videos.video': 'Please add the video',
  'msg.videos.deleteConfirm': 'Delete the video?',
  'msg.videos.deleted': 'Video deleted',
} as const;
