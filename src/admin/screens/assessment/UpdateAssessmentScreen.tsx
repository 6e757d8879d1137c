import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@client/api-client';
import { listKey, ScreenHeader, t, useApiGet, useConfirm, useToast } from '@admin/kit';
import { QuestionForm } from './QuestionForm';
import { QuestionGroups } from './QuestionGroups';
import type { Question } from './questions';

type Mode = 'A' | 'B' | 'C';

/** /admin/update-assessment: A the grouped list, B edit/delete, C the add/edit form; cancel returns to A. */
export default function UpdateAssessmentScreen() {
  const [mode, setMode] = useState<Mode>('A');
  const [editing, setEditing] = useState<Question | null>(null);
  const list = useApiGet('/get/assessment-questions');
  const client = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();

  const refresh = () => client.invalidateQueries({ queryKey: listKey('mm', '/get/assessment-questions') });
  const open = (q: Question | null) => {
    setEditing(q);
    setMode('C');
  };
  const done = () => {
    setEditing(null);
    setMode('A');
    void refresh();
  };
  const remove = async (q: Question) => {
    if (!(await confirm(t('admin.assessment.questions.confirmDelete', { cid: q.cid })))) return;
    try {
      await api.delete('/delete/question', { id: q.id });
      toast.success(t('admin.assessment.questions.deleted'));
      void refresh();
    } catch (err) {
      toast.error(t('admin.kit.error', { error: err instanceof Error ? err.message : '' }));
    }
  };

  const sections = list.data?.result ?? [];
  return (
    <>
      <ScreenHeader
        title={t('admin.assessment.questions.title')}
        actions={
          mode !== 'C' && (
            <>
              <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setMode(mode === 'B' ? 'A' : 'B')}>
                {mode === 'B' ? t('admin.kit.back') : t('admin.kit.edit')}
              </button>
              <button type="button" className="adm-btn adm-btn--primary" onClick={() => open(null)}>
                {t('admin.kit.add')}
              </button>
            </>
          )
        }
      />
      {mode === 'C' ? (
        <QuestionForm key={editing?.id ?? 'new'} editing={editing} onDone={done} />
      ) : list.isLoading ? (
        <p className="adm-loading">{t('admin.loading')}</p>
      ) : sections.length === 0 ? (
        <p className="adm-empty">{t('admin.assessment.questions.empty')}</p>
      ) : (
        <QuestionGroups sections={sections} mode={mode} onEdit={open} onDelete={remove} />
      )}
    </>
  );
}
