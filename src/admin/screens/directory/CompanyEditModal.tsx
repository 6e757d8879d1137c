import { useMemo } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { api } from '@client/api-client';
import { CONTACT_TYPES, type MainCategory } from '@shared/directory';
import { companyUpdateSchema, DIRECTORY_ADMIN_MESSAGES as M } from '@shared/directory-admin';
import { FormFields, FormModal, Options, SubList, t, useApiGet, useSchemaForm, type Field, type Values } from '@admin/kit';
import { editField, failure, useDirectoryWrites, useLoadError } from './directory-admin';

interface Props {
  id: number | null;
  onClose: () => void;
  showError: (text: string, ms?: number) => void;
  tree: MainCategory[];
}

const FIELDS: Field[] = [
  editField('registration_number', 'directory.admin.registrationNumber'),
  editField('name_mn', 'directory.admin.nameMn'),
  editField('name_en', 'directory.admin.nameEn'),
  editField('address_mn', 'directory.admin.addressMn'),
  editField('address_en', 'directory.admin.addressEn'),
  editField('about_mn', 'directory.admin.aboutMn', 'textarea'),
  editField('about_en', 'directory.admin.aboutEn', 'textarea'),
  editField('approval', 'directory.admin.published', 'checkbox'),
  editField('status', 'directory.admin.operating', 'checkbox'),
];
const LOGO: Field[] = [
  {
    name: 'logo',
    label: t('directory.admin.replaceLogo'),
    type: 'image',
    group: t('directory.admin.logo'),
    wide: true,
    typeMessage: t(M.imageType),
  },
];

/**
 * The form checks what the server checks (`companyUpdateSchema`): the company's fields, and the new
 * contacts and categories, where rows left empty are not sent (the logo, a File, is uploaded first).
 */
const { company, new_contact, new_category } = companyUpdateSchema.shape;
const formSchema = company.omit({ id: true, logo: true }).extend({
  new_contact: z.preprocess((rows: { contact_value: string }[]) => rows.filter((k) => k.contact_value.trim()), new_contact),
  new_category: z.preprocess((rows: { category_id: string }[]) => rows.filter((k) => k.category_id), new_category),
});

/**
 * The edit-company modal: fields, publication and operating toggles, contacts and categories
 * (removed at once after a confirmation, added on save), the logo (uploaded, then saved with the
 * update) and deleting the company.
 */
export function CompanyEditModal({ id, onClose, showError, tree }: Props) {
  const { save: write, remove } = useDirectoryWrites(showError, onClose);
  const record = useApiGet('/yellow-page/get/company', { id: id ?? 0 }, { site: 'yp', enabled: id !== null });
  useLoadError(record.error, showError, t('directory.admin.companyLoadError'));
  const c = id !== null && record.data?.company.id === id ? record.data.company : null;
  const values = useMemo<Values>(() => {
    if (!c) return {};
    const mn = c.about.find((a) => a.language === 'mn');
    const en = c.about.find((a) => a.language === 'en');
    return {
      registration_number: c.registration_number,
      name_mn: c.company_info.translations.name.mn,
      name_en: c.company_info.translations.name.en,
      address_mn: mn?.address ?? '',
      address_en: en?.address ?? '',
      about_mn: mn?.about_company ?? '',
      about_en: en?.about_company ?? '',
      approval: c.company.approval,
      status: c.company.status,
      logo: c.company_info.translations.logo || null,
      new_contact: [],
      new_category: [],
    };
    // the record as loaded (the query keeps its object while the data is the same: a refetch does not reset the form)
  }, [c]);
  const form = useSchemaForm(formSchema, values, { raw: false });
  const { control, register, handleSubmit, getValues, formState } = form;

  const save = handleSubmit(async ({ new_contact, new_category, ...fields }) => {
    if (!c) return;
    const logo: unknown = getValues('logo');
    let fileUrl: string | undefined;
    if (logo instanceof File) {
      const data = new FormData();
      data.append('image', logo);
      try {
        fileUrl = (await api.post('/yellow-page/upload/logo', data, 'yp')).fileUrl;
      } catch (err) {
        return showError(failure(t('directory.admin.logoError'), err));
      }
    }
    const body = { company: { id: c.id, ...fields, ...(fileUrl ? { logo: fileUrl } : {}) }, new_contact, new_category };
    await write(() => api.post('/yellow-page/update/company', body, 'yp'));
  });

  const name = c?.company_info.translations.name.mn ?? '';
  const deleteCompany = () =>
    remove(t('directory.admin.confirmDeleteCompany', { name }), async () => {
      await api.delete('/yellow-page/delete/company', { id: c!.id }, 'yp');
      onClose();
    });
  return (
    <FormModal
      open={id !== null && !record.error}
      title={t('directory.admin.editCompany')}
      loading={!c}
      testId="company-edit"
      onClose={onClose}
      onSubmit={save}
      saving={formState.isSubmitting}
      deleteLabel={t('directory.admin.deleteCompany')}
      onDelete={() => void deleteCompany()}
    >
      {c && (
        <>
          <FormFields fields={FIELDS} control={control} name="company" values={values} mode="edit" />
          <FormFields fields={LOGO} control={control} name="company" values={values} mode="edit" />
          <SubList
            legend={t('directory.admin.contacts')}
            testId="contacts"
            items={c.contact}
            itemKey={(k) => k.id}
            itemText={(k) => `${t(`directory.admin.contact.${k.contact_type}`)}: ${k.contact_value}`}
            deleteName={(k) => k.contact_value}
            onDelete={(k) =>
              void remove(t('directory.admin.confirmDeleteContact', { value: k.contact_value }), () =>
                api.delete('/yellow-page/delete/contact', { id: k.id }, 'yp'),
              )
            }
            control={control}
            name="new_contact"
            blank={{ contact_type: 'phone', contact_value: '' }}
            row={(i) => (
              <>
                <select aria-label={t('directory.admin.contactType')} {...register(`new_contact.${i}.contact_type`)}>
                  <Options options={CONTACT_TYPES.map((type) => ({ value: type, label: t(`directory.admin.contact.${type}`) }))} />
                </select>
                <input aria-label={t('directory.admin.contactValue')} {...register(`new_contact.${i}.contact_value`)} />
              </>
            )}
            addLabel={t('directory.admin.addContact')}
            cancelLabel={t('directory.admin.cancelRow')}
          />
          <SubList
            legend={t('directory.admin.categories')}
            testId="categories"
            items={c.category}
            itemKey={(k) => k.category_id}
            itemText={(k) => `${k.category_code} ${k.name}`}
            deleteName={(k) => k.category_code}
            onDelete={(k) =>
              void remove(t('directory.admin.confirmDeleteCategory', { name: k.name }), () =>
                api.delete('/yellow-page/delete/category', { category_id: k.category_id, company_id: c.id }, 'yp'),
              )
            }
            control={control}
            name="new_category"
            blank={{ main: '', category_id: '' }}
            row={(i) => <CategoryChoice index={i} form={form} tree={tree} />}
            addLabel={t('directory.admin.addCategory')}
            cancelLabel={t('directory.admin.cancelRow')}
          />
        </>
      )}
    </FormModal>
  );
}

/** A new category row: the main category, then one of its sub-categories (not the consultants' 0403). */
function CategoryChoice({ index, form, tree }: { index: number; form: UseFormReturn<FieldValues>; tree: MainCategory[] }) {
  const { control, register, setValue } = form;
  const main = useWatch({ control, name: `new_category.${index}.main` }) as string;
  const subs = (tree.find((m) => m.id === main)?.subCategories ?? []).filter((s) => s.category_code !== '0403');
  return (
    <>
      <select
        aria-label={t('directory.admin.mainCategory')}
        {...register(`new_category.${index}.main`, {
          onChange: () => setValue(`new_category.${index}.category_id`, ''),
        })}
      >
        <Options
          options={[
            { value: '', label: t('directory.admin.chooseMain') },
            ...tree.map((m) => ({ value: m.id, label: `${m.id} ${m.nameMn}` })),
          ]}
        />
      </select>
      <select aria-label={t('directory.admin.subCategory')} disabled={!main} {...register(`new_category.${index}.category_id`)}>
        <Options
          options={[
            { value: '', label: t('directory.admin.chooseSub') },
            ...subs.map((s) => ({ value: String(s.id), label: `${s.category_code} ${s.name}` })),
          ]}
        />
      </select>
    </>
  );
}
