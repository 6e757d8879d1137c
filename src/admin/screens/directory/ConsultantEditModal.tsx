import { useMemo } from 'react';
import { api } from '@client/api-client';
import { personUpdateSchema } from '@shared/directory-admin';
import { FormFields, FormModal, t, useApiGet, useSchemaForm, type Field, type Values } from '@admin/kit';
import { editField, useDirectoryWrites, useLoadError } from './directory-admin';

const FIELDS: Field[] = [
  editField('nameMn', 'directory.admin.nameMn'),
  editField('nameEn', 'directory.admin.nameEn'),
  editField('professionMn', 'directory.admin.professionMn'),
  editField('professionEn', 'directory.admin.professionEn'),
  editField('phone', 'directory.admin.phone'),
  editField('adviceMn', 'directory.admin.adviceMn', 'textarea'),
  editField('adviceEn', 'directory.admin.adviceEn', 'textarea'),
];
const APPROVAL: Field[] = [editField('approval', 'directory.admin.published', 'checkbox')];
/** The server's own checks of `POST /yellow-page/update/person` (the id is the record's). */
const formSchema = personUpdateSchema.omit({ id: true });

/** The edit-consultant modal: the consultant fields, publication, and delete after a confirmation. */
export function ConsultantEditModal({
  id,
  onClose,
  showError,
}: {
  id: number | null;
  onClose: () => void;
  showError: (text: string, ms?: number) => void;
}) {
  const { save: write, remove: removeAsked } = useDirectoryWrites(showError, onClose);
  const record = useApiGet('/yellow-page/get/person', { id: id ?? 0 }, { site: 'yp', enabled: id !== null });
  useLoadError(record.error, showError, t('directory.admin.personLoadError'));
  const p = id !== null && record.data?.person.id === id ? record.data.person : null;
  const values = useMemo<Values>(() => {
    if (!p) return {};
    const mn = p.about.find((a) => a.language === 'mn');
    const en = p.about.find((a) => a.language === 'en');
    return {
      nameMn: p.person_info.translations.name.mn,
      nameEn: p.person_info.translations.name.en,
      professionMn: mn?.profession ?? '',
      professionEn: en?.profession ?? '',
      phone: p.phone_number,
      adviceMn: mn?.advice_range ?? '',
      adviceEn: en?.advice_range ?? '',
      approval: p.person.approval,
    };
    // the record as loaded (the query keeps its object while the data is the same: a refetch does not reset the form)
  }, [p]);
  const { control, handleSubmit, formState } = useSchemaForm(formSchema, values);

  const save = handleSubmit(async (form) => {
    if (p) await write(() => api.post('/yellow-page/update/person', { id: p.id, ...form }, 'yp'));
  });
  const remove = () =>
    p &&
    removeAsked(t('directory.admin.confirmDeletePerson', { name: p.person_info.translations.name.mn }), async () => {
      await api.delete('/yellow-page/delete/person', { id: p.id }, 'yp');
      onClose();
    });

  return (
    <FormModal
      open={id !== null && !record.error}
      title={t('directory.admin.editConsultant')}
      loading={!p}
      testId="person-edit"
      onClose={onClose}
      onSubmit={save}
      saving={formState.isSubmitting}
      deleteLabel={t('directory.admin.deletePerson')}
      onDelete={() => void remove()}
    >
      {p && (
        <>
          <FormFields fields={FIELDS} control={control} name="person" values={values} mode="edit" />
          <p className="adm-muted">
            {t('directory.admin.registrant')}: {p.registrant.name}, {p.registrant.position}, {p.registrant.email}, {p.registrant.phone}
          </p>
          <FormFields fields={APPROVAL} control={control} name="person" values={values} mode="edit" />
        </>
      )}
    </FormModal>
  );
}
