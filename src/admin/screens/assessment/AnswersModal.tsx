import { useRef, useState } from 'react';
import { Modal, t, useApiGet, useToast } from '@admin/kit';
import { AnswerSheet } from './AnswerSheet';
import { dateOf, nodeToPdf, saveBlob } from './downloads';
import type { MemberRow } from './members';

/** A member's answers and percentages, downloadable as a PDF named by the result's date. */
export function AnswersModal({ row, onClose }: { row: MemberRow; onClose: () => void }) {
  const q = useApiGet('/get/member-answers', {
    answerId: row.answer_id,
    memberId: row.member_id,
  });
  const sheet = useRef<HTMLDivElement>(null);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const data = q.data && !q.isPlaceholderData ? q.data.answer : null;
  const result = data?.result;

  const download = async () => {
    if (!sheet.current || !result) return;
    setBusy(true);
    try {
      saveBlob(await nodeToPdf(sheet.current), `${dateOf(result.created_at)}.pdf`);
    } catch {
      toast.error(t('admin.assessment.answers.pdfError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      wide
      title={t('admin.assessment.answers.title', { name: row.name })}
      onClose={onClose}
      footer={
        <button type="button" className="adm-btn adm-btn--primary" onClick={download} disabled={!result || busy}>
          {busy ? t('admin.assessment.answers.pdfBusy') : t('admin.assessment.answers.pdf')}
        </button>
      }
    >
      {!data ? (
        <p className="adm-loading">{q.isError ? t('admin.assessment.answers.none') : t('admin.loading')}</p>
      ) : data.answers.every((a) => a.answer === null) ? (
        <p className="adm-empty">{t('admin.assessment.answers.none')}</p>
      ) : (
        <AnswerSheet ref={sheet} name={row.name} result={result} answers={data.answers} />
      )}
    </Modal>
  );
}
