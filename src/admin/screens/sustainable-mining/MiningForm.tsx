import { useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Lang } from '@shared/lang';
import { MINING_MESSAGES as M, type MiningItem, type PosterOrderEntry } from '@shared/sustainable-mining';
import { ApiRequestError } from '@client/api-client';
import {
  FieldBox,
  FieldControl,
  postForm,
  shownResolver,
  t,
  toFormData,
  UploadProgress,
  useInvalidate,
  useToast,
  type Field,
} from '@admin/kit';
import { PosterPicker, type Poster } from './PosterPicker';
import { miningResource } from './resource';

const PDF_FIELD: Field = { name: 'pdf', label: t('admin.files.pdf'), type: 'pdf', required: true };

/** The form's values: `images` are the posters in their order (kept URLs and new files). */
interface MiningValues {
  title: string;
  language: Lang | '';
  images: Poster[];
  pdf: unknown;
}

/** The request body the server parses with the same schema: new files as `images`, the order as `imageOrder`. */
function bodyOf(values: MiningValues, editing: MiningItem | null): Record<string, unknown> {
  let n = 0;
  const order: PosterOrderEntry[] = values.images.map((p) =>
    p.type === 'file' ? { type: 'file', index: n++ } : { type: 'url', url: p.url },
  );
  return {
    ...(editing ? { id: editing.id } : {}),
    title: values.title.trim(),
    language: values.language,
    images: values.images.flatMap((p) => (p.type === 'file' ? [p.file] : [])),
    imageOrder: JSON.stringify(order),
    pdf: values.pdf instanceof File ? values.pdf : undefined,
  };
}

/**
 * The shared schema (insert or update) checks the body the form will send; its order errors belong
 * to the posters. At least one poster is the server's rule after parsing (the order it resolves).
 */
function miningResolver(editing: MiningItem | null): Resolver<MiningValues> {
  const schema = editing ? miningResource.schema.update! : miningResource.schema.insert;
  const check = zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<Record<string, unknown>>;
  return async (values, context, options) => {
    const result = await check(bodyOf(values, editing), context, options as never);
    const errors = { ...result.errors } as FieldErrors<Record<string, unknown>>;
    if (errors.imageOrder) errors.images ??= errors.imageOrder;
    delete errors.imageOrder;
    if (values.images.length === 0) errors.images ??= { type: 'required', message: M.posters };
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<MiningValues> } : { values, errors: {} };
  };
}

/** Add/edit form: title, language, posters (kept URLs and new files, in order) and the PDF. */
export function MiningForm({ editing, onSaved }: { editing: MiningItem | null; onSaved: () => void }) {
  const { register, control, handleSubmit, setError, clearErrors, formState } = useForm<MiningValues>({
    resolver: shownResolver(miningResolver(editing)),
    // as before: the errors show, the focus stays where it was
    shouldFocusError: false,
    defaultValues: {
      title: editing?.title ?? '',
      language: editing?.language ?? 'mn',
      images: editing?.posters.map((url) => ({ type: 'url' as const, url })) ?? [],
      pdf: editing?.pdf ?? null,
    },
  });
  const { errors } = formState;
  const [progress, setProgress] = useState<number | null>(null);
  const invalidate = useInvalidate(miningResource);
  const toast = useToast();

  const submit = handleSubmit(async (values) => {
    setProgress(0);
    try {
      await postForm(editing ? miningResource.endpoints.update : miningResource.endpoints.insert, toFormData(bodyOf(values, editing)), {
        site: miningResource.site,
        onProgress: setProgress,
      });
      await invalidate();
      toast.success(t('admin.mining.saved'), 3000);
      onSaved();
    } catch (err) {
      if (err instanceof ApiRequestError && err.field) {
        const field = err.field.split('.')[0] === 'imageOrder' ? 'images' : err.field;
        setError(field as keyof MiningValues, { type: 'server', message: err.message });
      }
      toast.error(t('admin.mining.saveError'), 3000);
    } finally {
      setProgress(null);
    }
  });

  const box = (name: keyof MiningValues, label: string, wide?: boolean) => ({
    id: `mining-${name}`,
    name,
    label,
    required: true,
    wide,
    error: errors[name]?.message,
  });

  return (
    <form className="adm-form" onSubmit={submit} noValidate>
      <div className="adm-grid">
        <FieldBox {...box('title', t('admin.files.title'), true)}>
          <input id="mining-title" {...register('title')} aria-invalid={errors.title ? true : undefined} />
        </FieldBox>
        <FieldBox {...box('language', t('admin.mining.language'))}>
          <select id="mining-language" {...register('language')}>
            <option value="mn">{t('admin.mining.lang.mn')}</option>
            <option value="en">English (en)</option>
          </select>
        </FieldBox>
        <FieldBox {...box('pdf', t('admin.files.pdf'))}>
          <Controller
            name="pdf"
            control={control}
            render={({ field }) => (
              <FieldControl field={PDF_FIELD} id="mining-pdf" value={field.value} onChange={field.onChange} error={errors.pdf?.message} />
            )}
          />
        </FieldBox>
        <Controller
          name="images"
          control={control}
          render={({ field }) => (
            <PosterPicker
              posters={field.value}
              onChange={field.onChange}
              error={errors.images?.message}
              onError={(m) => (m ? setError('images', { type: 'file', message: m }) : clearErrors('images'))}
            />
          )}
        />
      </div>
      <UploadProgress percent={progress} />
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={progress !== null}>
          {editing ? t('admin.kit.save') : t('admin.kit.add')}
        </button>
      </div>
    </form>
  );
}
