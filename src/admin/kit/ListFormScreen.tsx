import { useEffect, useState, type ReactNode } from 'react';
import type { Query } from '@client/api-client';
import { t } from '../i18n';
import { useDeleteRow } from './data';
import { useListPage } from './paging';
import { DataTable } from './DataTable';
import { ResourceForm } from './ResourceForm';
import { ScreenHeader } from './ScreenHeader';
import { useToast } from './toast';
import type { Resource, Row } from './types';

export interface Filters {
  query: Query;
  /** Sets filter values and goes back to page 1. */
  setQuery: (next: Query) => void;
}

interface Props<R> {
  resource: Resource<R>;
  title: string;
  /** Filter controls above the table (category, language, search ...). */
  filters?: (f: Filters) => ReactNode;
  initialQuery?: Query;
  /** Whether list mode offers 'Нэмэх' (a screen whose add form lives elsewhere passes false). */
  allowAdd?: boolean;
  /** Title of the form in edit mode / add mode. */
  editTitle?: string;
  addTitle?: string;
  /** A form of the screen's own (posters in an order) instead of the generic `ResourceForm`; it must validate with the resource's schema. */
  form?: (p: { editing: R | null; onSaved: () => void }) => ReactNode;
}

/**
 * The spec's A/B modes as one component: A is the paged list (filters, page size, totals, edit,
 * delete with the resource's confirmation), B the add/edit form; saving or 'Буцах' returns to A
 * and refreshes it.
 */
export function ListFormScreen<R>({ resource, title, filters, initialQuery, allowAdd = true, editTitle, addTitle, form }: Props<R>) {
  const [mode, setMode] = useState<'list' | 'form'>('list');
  const [editing, setEditing] = useState<R | null>(null);
  const { list, query, setQuery, paging } = useListPage(resource, initialQuery);
  const remove = useDeleteRow(resource);
  const toast = useToast();
  const idKey = resource.idKey ?? 'id';

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [mode]);

  const toList = () => {
    setEditing(null);
    setMode('list');
  };

  if (mode === 'form')
    return (
      <section className="adm-screen">
        <ScreenHeader
          title={editing ? (editTitle ?? title) : (addTitle ?? title)}
          actions={
            <button type="button" className="adm-btn adm-btn--ghost" onClick={toList}>
              {t('admin.kit.back')}
            </button>
          }
        />
        <div className="adm-card">
          {form ? (
            form({ editing, onSaved: toList })
          ) : (
            <ResourceForm resource={resource} editing={editing} onSaved={toList} onClear={editing ? toList : undefined} />
          )}
        </div>
      </section>
    );

  return (
    <section className="adm-screen">
      <ScreenHeader
        title={title}
        actions={
          allowAdd && (
            <button
              type="button"
              className="adm-btn adm-btn--primary"
              onClick={() => {
                setEditing(null);
                setMode('form');
              }}
            >
              {t('admin.kit.add')}
            </button>
          )
        }
      />
      <div className="adm-card">
        <DataTable<R>
          caption={title}
          columns={resource.columns}
          rows={list.data?.rows ?? []}
          rowKey={(row) => (row as Row)[idKey] as string | number}
          empty={list.isError ? (resource.messages?.loadError ?? t('admin.kit.error', { error: list.error.message })) : resource.empty}
          loading={list.isPending}
          toolbar={filters?.({ query, setQuery }) ?? null}
          paging={paging}
          onEdit={(row) => {
            setEditing(row);
            setMode('form');
          }}
          onDelete={
            resource.endpoints.delete
              ? (row) =>
                  remove.mutate(row, {
                    onSuccess: () => toast.success(t('admin.kit.deleted')),
                    onError: (err) =>
                      toast.error(
                        resource.messages?.deleteError ?? t('admin.kit.error', { error: err.message }),
                        resource.messages?.errorMs,
                      ),
                  })
              : undefined
          }
          confirmDelete={resource.confirmDelete}
        />
      </div>
    </section>
  );
}

export interface ListFormSection<R> {
  resource: Resource<R>;
  /** The section's list title. */
  title: string;
  /** What one entry is called: the form titles are '{form} нэмэх' / '{form} засах'. */
  form: string;
}

/** Several A/B lists on one screen, one after another (about us: three sections; membership logos: two). */
export function ListFormSections<R>({ sections }: { sections: ListFormSection<R>[] }) {
  return (
    <div className="adm-sections">
      {sections.map((s) => (
        <section key={s.resource.name} data-testid={s.resource.name}>
          <ListFormScreen
            resource={s.resource}
            title={s.title}
            addTitle={t('admin.kit.addNamed', { form: s.form })}
            editTitle={t('admin.kit.editNamed', { form: s.form })}
          />
        </section>
      ))}
    </div>
  );
}
