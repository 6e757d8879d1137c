import { MINING_MESSAGES, MINING_PAGE_SIZES, miningInsertSchema, miningUpdateSchema, type MiningItem } from '@shared/sustainable-mining';
import { fileColumn, t, type Resource } from '@admin/kit';

/** Sustainable-mining items as data (the list); the form is the screen's own (posters in an order). */
export const miningResource: Resource<MiningItem> = {
  name: 'mining',
  list: { path: '/get/sustainable-mining', key: 'mining', pageSizes: MINING_PAGE_SIZES, defaultLimit: 10 },
  columns: [
    { label: t('admin.files.id'), key: 'id', numeric: true },
    {
      label: t('admin.mining.posters'),
      render: (r) => (
        <span className="mining-thumbs">
          {r.posters.map((src) => (
            <img key={src} className="adm-thumb" src={src} alt="" width={40} height={56} loading="lazy" />
          ))}
        </span>
      ),
    },
    { label: t('admin.files.fileName'), key: 'title' },
    fileColumn(t('admin.files.pdf'), (r) => r.pdf),
  ],
  fields: [],
  schema: { insert: miningInsertSchema, update: miningUpdateSchema },
  endpoints: { insert: '/insert/sustainable-mining', update: '/update/sustainable-mining', delete: '/delete/sustainable-mining' },
  encoding: 'multipart',
  defaults: () => ({}),
  confirmDelete: () => t(MINING_MESSAGES.deleteConfirm),
  empty: t('admin.kit.empty'),
  messages: { loadError: t('admin.mining.loadError'), deleteError: t('admin.mining.deleteError'), errorMs: 3000 },
};
