import { z } from 'zod';
import { chosenFile, FILE_MESSAGES, fileTitle, recordId } from './files';
import { messageKeys } from './message-keys';

/** Mining 101 videos (association-admin.md §8, §9): limits, form schemas and the answer. */
export const VIDEO_MESSAGES = messageKeys('msg.videos.', ['title', 'video', 'deleteConfirm', 'deleted']);

/** 300 MB, the spec's video limit (association-admin.md §9). */
export const MAX_VIDEO_BYTES = 314_572_800;

/** Page sizes of the admin list (association-admin.md §9); the first is the default. */
export const VIDEO_PAGE_SIZES = [10, 20, 30] as const;

export const videoInsertSchema = z.object({ title: fileTitle(VIDEO_MESSAGES.title), video: chosenFile(VIDEO_MESSAGES.video) });
export const videoUpdateSchema = z.object({ id: recordId, title: fileTitle(VIDEO_MESSAGES.title) });
/** Direct-to-bucket video upload (S3/R2): first ask for a presigned request, then insert with the key. */
export const videoPresignSchema = z.object({
  size: z.coerce
    .number({ error: VIDEO_MESSAGES.video })
    .int(VIDEO_MESSAGES.video)
    .positive(VIDEO_MESSAGES.video)
    .max(MAX_VIDEO_BYTES, FILE_MESSAGES.videoTooLarge),
});
export const videoDirectInsertSchema = videoPresignSchema.extend({
  title: fileTitle(VIDEO_MESSAGES.title),
  key: z.string({ error: VIDEO_MESSAGES.video }).min(1, VIDEO_MESSAGES.video).max(512, VIDEO_MESSAGES.video),
});

export interface VideoItem {
  id: number;
  title: string;
  video: string;
  created_at: string;
}
