import { GALLERY_CHUNK } from '@shared/event-gallery-chunk';
import { GALLERY_MAX_FILE_MB, GALLERY_MAX_FILES, MAX_IMAGE_PIXELS } from '@shared/limits';

/** The event admin's gallery messages: the spec's English (its Mongolian twin is the same text). */
export const gallery = {
  'msg.gallery.id': 'id must be a gallery day from 1 to 8',
  'msg.gallery.limit': `limit must be ${GALLERY_CHUNK}`,
  'msg.gallery.offset': 'offset must be a whole number, 0 or more',
  'msg.gallery.day': 'Please choose a day.',
  'msg.gallery.none': 'Please choose at least one image.',
  'msg.gallery.tooMany': `At most ${GALLERY_MAX_FILES} images per upload.`,
  'msg.gallery.tooLarge': `The upload is too large: at most ${GALLERY_MAX_FILES} images of ${GALLERY_MAX_FILE_MB} MB each.`,
  'msg.gallery.success': 'Successfully added.',
  /** `{name}` is the refused file's name. */
  'msg.gallery.type': '{name}: only JPG and PNG images can be uploaded.',
  'msg.gallery.size': `{name}: the image is larger than ${GALLERY_MAX_FILE_MB} MB.`,
  'msg.gallery.unreadable': '{name}: the image could not be read.',
  'msg.gallery.pixels': `{name}: the image has too many pixels (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`,
  'msg.gallery.photo': 'id must be the number of a gallery picture',
  'msg.gallery.notFound': 'The picture was not found (it may have been deleted already).',
  'msg.gallery.deleted': 'Successfully deleted.',
} as const;
