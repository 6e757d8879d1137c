import { DOCUMENT_MESSAGES, documentInsertSchema, documentUpdateSchema } from '@shared/documents';
import { fileColumn, ListFormScreen, t, type Resource, type ListRow } from '@admin/kit';

type DocumentRow = ListRow<'/get/document-pdf', 'document'>;

/** /admin/document: PDF documents of the responsible-mining page; edit renames only. */
export const documentResource: Resource<DocumentRow> = {
  name: 'document',
  list: { path: '/get/document-pdf', key: 'document' },
  columns: [
    { label: t('admin.files.id'), key: 'id', numeric: true },
    { label: t('admin.files.fileName'), key: 'title' },
    fileColumn(t('admin.files.pdf'), (r) => r.pdf),
  ],
  fields: [
    { name: 'title', label: t('admin.files.fileName'), type: 'text', required: true, wide: true },
    { name: 'pdf', label: t('admin.documents.file'), type: 'pdf', required: true, visible: (_v, mode) => mode === 'add' },
  ],
  schema: { insert: documentInsertSchema, update: documentUpdateSchema },
  endpoints: { insert: '/insert/document-pdf', update: '/update/document-pdf', delete: '/delete/document-pdf' },
  encoding: { insert: 'multipart', update: 'json' },
  defaults: () => ({ title: '', pdf: null }),
  fromRow: (r) => ({ title: r.title }),
  confirmDelete: () => t(DOCUMENT_MESSAGES.deleteConfirm),
  empty: t('admin.kit.empty'),
};

export default function DocumentScreen() {
  return <ListFormScreen resource={documentResource} title={t('admin.documents.documents')} editTitle={t('admin.files.rename')} />;
}
