import { BANNER_SIZE } from '@shared/directory';
import { directoryBannerInsertSchema, directoryBannerSequenceSchema } from '@shared/directory-catban';
import { BannerManager, type BannerManagerConfig } from '../home/BannerManager';

/**
 * /admin/yellow/banner: the directory's slide banners (site yp). Spec §8: its messages stay 5 s;
 * saving the order stays on the reloaded order.
 */
const directoryBanners: BannerManagerConfig<'yp'> = {
  site: 'yp',
  endpoints: {
    list: '/yellow-page/get/banner',
    insert: '/yellow-page/insert/banner',
    delete: '/yellow-page/delete/banner',
    sequence: '/yellow-page/update/banner-sequence',
  },
  schema: { insert: directoryBannerInsertSchema, sequence: directoryBannerSequenceSchema },
  texts: {
    title: 'directory.catban.banner.title',
    add: 'directory.catban.banner.add',
    reorder: 'directory.catban.banner.reorder',
    back: 'directory.catban.banner.back',
    image: 'directory.catban.banner.image',
    sequence: 'directory.catban.banner.sequence',
    oldSequence: 'directory.catban.banner.oldSequence',
    move: 'directory.catban.banner.move',
    up: 'directory.catban.banner.up',
    down: 'directory.catban.banner.down',
    save: 'directory.catban.banner.save',
    upload: 'directory.catban.banner.upload',
    hint: 'directory.catban.banner.hint',
    empty: 'directory.catban.banner.empty',
    confirm: 'directory.catban.banner.confirm',
    delete: 'directory.catban.banner.delete',
    saveFailed: 'directory.catban.banner.saveFailed',
    added: 'directory.catban.added',
    updated: 'directory.catban.updated',
    deleted: 'directory.catban.deleted',
    error: 'directory.catban.error',
  },
  messageMs: 5000,
  thumb: { width: BANNER_SIZE.width / 5, height: BANNER_SIZE.height / 5 },
  listAfterOrder: false,
};

export default function BannerScreen() {
  return <BannerManager config={directoryBanners} />;
}
