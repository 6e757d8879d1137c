import { VIDEO_MESSAGES, VIDEO_PAGE_SIZES, videoInsertSchema, videoUpdateSchema } from '@shared/videos';
import { ListFormScreen, renamedFile, t, type Resource, type ListRow } from '@admin/kit';

type VideoRow = ListRow<'/get/mining-video', 'video'>;

/**
 * /admin/video: Mining 101 videos, paged 10/20/30; mp4 up to 300 MB sent as multipart with the
 * kit's progress bar; edit renames only.
 */
export const videoResource: Resource<VideoRow> = {
  name: 'video',
  list: { path: '/get/mining-video', key: 'video', pageSizes: VIDEO_PAGE_SIZES, defaultLimit: 10 },
  ...renamedFile<VideoRow>(t('admin.videos.videoTitle'), {
    type: 'video',
    column: t('admin.videos.video'),
    field: t('admin.videos.video'),
    url: (r) => r.video,
  }),
  schema: { insert: videoInsertSchema, update: videoUpdateSchema },
  endpoints: { insert: '/insert/mining-video', update: '/update/mining-video', delete: '/delete/mining-video' },
  confirmDelete: () => t(VIDEO_MESSAGES.deleteConfirm),
};

export default function VideoScreen() {
  return <ListFormScreen resource={videoResource} title={t('admin.videos.videos')} editTitle={t('admin.files.rename')} />;
}
