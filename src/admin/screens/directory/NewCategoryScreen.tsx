import { useState } from 'react';
import { CardScreen, ResourceForm, t } from '@admin/kit';
import { Link } from '@admin/router';
import { categoryResource } from './categories-resource';

const addResource = { ...categoryResource, messages: { ...categoryResource.messages, saved: t('directory.catban.added') } };

/** /admin/yellow/new-category: main category, Mongolian and English names; the server gives the next free code. */
export default function NewCategoryScreen() {
  const [created, setCreated] = useState<string | null>(null);
  return (
    <CardScreen
      title={t('directory.catban.category.newTitle')}
      actions={
        <Link href="/admin/yellow/category" className="adm-btn adm-btn--ghost">
          {t('directory.catban.category.title')}
        </Link>
      }
    >
      <p className="adm-muted">{t('directory.catban.category.newHelp')}</p>
      <ResourceForm
        resource={addResource}
        onSaved={(answer) => {
          const c = (answer as { category?: { category_code: string; nameMn: string } }).category;
          if (c) setCreated(t('directory.catban.category.created', { code: c.category_code, name: c.nameMn }));
        }}
      />
      {created && (
        <p role="status" data-testid="category-created">
          {created}
        </p>
      )}
    </CardScreen>
  );
}
