import { BANNER_SIZE, bannerInsertSchema, bannerSequenceSchema } from '@shared/home';
import { BannerManager, type BannerManagerConfig } from './BannerManager';

/** /admin/slides: the association home's slide banners (site mm); saving the order returns to the list. */
const slides: BannerManagerConfig<'mm'> = {
  site: 'mm',
  endpoints: { list: '/get/banner', insert: '/insert/banner', delete: '/delete/banner', sequence: '/update/banner-sequence' },
  schema: { insert: bannerInsertSchema, sequence: bannerSequenceSchema },
  texts: {
    title: 'adminHome.slides.title',
    add: 'adminHome.slides.add',
    reorder: 'adminHome.slides.reorder',
    back: 'adminHome.slides.back',
    image: 'adminHome.slides.image',
    sequence: 'adminHome.slides.sequence',
    oldSequence: 'adminHome.slides.oldSequence',
    move: 'admin.kit.actions',
    up: 'adminHome.slides.up',
    down: 'adminHome.slides.down',
    save: 'adminHome.slides.save',
    upload: 'adminHome.slides.upload',
    hint: 'adminHome.slides.hint',
    empty: 'adminHome.slides.empty',
    confirm: 'adminHome.slides.confirm',
    delete: 'adminHome.delete',
    saveFailed: 'adminHome.slides.saveFailed',
    added: 'adminHome.slides.saved',
    updated: 'adminHome.slides.saved',
  },
  thumb: { width: BANNER_SIZE.width / 5, height: BANNER_SIZE.height / 5 },
  listAfterOrder: true,
};

export default function SlidesScreen() {
  return <BannerManager config={slides} />;
}
