import { DOCUMENT_MESSAGES, documentInsertSchema, documentUpdateSchema } from '@shared/documents';
import { ListFormScreen, renamedFile, t, type Resource, type ListRow } from '@admin/kit';

type DocumentRow = ListRow<'/get/document-pdf', 'document'>;

/** /admin/document: PDF documents of the responsible-mining page; edit renames only. */
export const documentResource: Resource<DocumentRow> = {
  name: 'document',
  list: { path: '/get/document-pdf', key: 'document' },
  ...renamedFile<DocumentRow>(t('admin.files.fileName'), {
    type: 'pdf',
    column: t('admin.files.pdf'),
    field: t('admin.documents.file'),
    url: (r) => r.pdf,
  }),
  schema: { insert: documentInsertSchema, update: documentUpdateSchema },
  endpoints: { insert: '/insert/document-pdf', update: '/update/document-pdf', delete: '/delete/document-pdf' },
  confirmDelete: () => t(DOCUMENT_MESSAGES.deleteConfirm),
};

export default function DocumentScreen() {
  return <ListFormScreen resource={documentResource} title={t('admin.documents.documents')} editTitle={t('admin.files.rename')} />;
}
