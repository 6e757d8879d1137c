import { VIDEO_MESSAGES, VIDEO_PAGE_SIZES, videoInsertSchema, videoUpdateSchema } from '@shared/videos';
import { fileColumn, ListFormScreen, t, type Resource, type ListRow } from '@admin/kit';

type VideoRow = ListRow<'/get/mining-video', 'video'>;

/**
 * /admin/video: Mining 101 videos, paged 10/20/30; mp4 up to 300 MB sent as multipart with the
 * kit's progress bar; edit renames only.
 */
export const videoResource: Resource<VideoRow> = {
  name: 'video',
  list: { path: '/get/mining-video', key: 'video', pageSizes: VIDEO_PAGE_SIZES, defaultLimit: 10 },
  columns: [
    { label: t('admin.files.id'), key: 'id', numeric: true },
    { label: t('admin.videos.videoTitle'), key: 'title' },
    fileColumn(t('admin.videos.video'), (r) => r.video),
  ],
  fields: [
    { name: 'title', label: t('admin.videos.videoTitle'), type: 'text', required: true, wide: true },
    { name: 'video', label: t('admin.videos.video'), type: 'video', required: true, visible: (_v, mode) => mode === 'add' },
  ],
  schema: { insert: videoInsertSchema, update: videoUpdateSchema },
  endpoints: { insert: '/insert/mining-video', update: '/update/mining-video', delete: '/delete/mining-video' },
  encoding: { insert: 'multipart', update: 'json' },
  defaults: () => ({ title: '', video: null }),
  fromRow: (r) => ({ title: r.title }),
  confirmDelete: () => t(VIDEO_MESSAGES.deleteConfirm),
  empty: t('admin.kit.empty'),
};

export default function VideoScreen() {
  return <ListFormScreen resource={videoResource} title={t('admin.videos.videos')} editTitle={t('admin.files.rename')} />;
}
