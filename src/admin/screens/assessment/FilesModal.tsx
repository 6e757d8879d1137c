import { useRef, useState } from 'react';
import { Modal, t, useApiGet, useToast } from '@admin/kit';
import { nodeToPng, proofsZip, saveBlob } from './downloads';
import type { MemberRow } from './members';

/**
 * A member's proof files (one by one or as a ZIP), the attachments and the poster image (unelgee.png).
 * The files' links are the API's download route: the server names them (question number, albanbichig, maygt).
 */
export function FilesModal({ row, onClose }: { row: MemberRow; onClose: () => void }) {
  const q = useApiGet('/get/member-files', { answerId: row.answer_id, memberId: row.member_id });
  const poster = useRef<HTMLDivElement>(null);
  const toast = useToast();
  const [busy, setBusy] = useState<'' | 'zip' | 'png'>('');
  const data = q.data && !q.isPlaceholderData ? q.data.file : null;

  /** Makes one download; a failure shows the error text for 5 s. */
  const make = async (kind: 'zip' | 'png', build: () => Promise<Blob>, name: string, error: string) => {
    setBusy(kind);
    try {
      saveBlob(await build(), name);
    } catch {
      toast.error(error);
    } finally {
      setBusy('');
    }
  };
  const zip = () => {
    if (data)
      void make(
        'zip',
        () => proofsZip(data.files),
        t('admin.assessment.files.zipName', { name: row.name }),
        t('admin.assessment.files.zipError'),
      );
  };
  const png = () => {
    const node = poster.current;
    if (node) void make('png', () => nodeToPng(node), 'unelgee.png', t('admin.assessment.files.posterError'));
  };
  const preparing = t('admin.assessment.files.preparing');

  return (
    <Modal open wide title={t('admin.assessment.files.title', { name: row.name })} onClose={onClose}>
      {!data ? (
        <p className="adm-loading">{q.isError ? t('admin.assessment.files.notFound') : t('admin.loading')}</p>
      ) : (
        <div className="asm-files">
          <section>
            <h3>{t('admin.assessment.files.proofs')}</h3>
            {data.files.length === 0 ? (
              <p className="adm-empty">{t('admin.assessment.files.noProofs')}</p>
            ) : (
              <ul className="asm-file-list">
                {data.files.map((f) => (
                  <li key={`${f.cid}-${f.proof_file}`}>
                    <a href={f.proof_file} download>
                      {f.cid}
                    </a>{' '}
                    <span className="adm-muted">{f.question}</span>
                  </li>
                ))}
              </ul>
            )}
            <button type="button" className="adm-btn adm-btn--primary" onClick={zip} disabled={!data.files.length || !!busy}>
              {busy === 'zip' ? preparing : t('admin.assessment.files.zip')}
            </button>
          </section>
          <section>
            <h3>{t('admin.assessment.files.attachments')}</h3>
            {data.attachment ? (
              <div className="adm-actions">
                <a className="adm-btn adm-btn--ghost" href={data.attachment.official_document} download>
                  {t('admin.assessment.files.letter')}
                </a>
                <a className="adm-btn adm-btn--ghost" href={data.attachment.form} download>
                  {t('admin.assessment.files.form')}
                </a>
              </div>
            ) : (
              <p className="adm-empty">{t('admin.assessment.files.noAttachment')}</p>
            )}
          </section>
          {data.result && (
            <section>
              <h3>{t('admin.assessment.files.poster')}</h3>
              <div className="asm-poster-frame">
                <div ref={poster} className="asm-poster" data-testid="poster">
                  <img src={data.result.logo} alt="" crossOrigin="anonymous" />
                  <p className="asm-poster__name">{data.result.name}</p>
                  <p className="asm-poster__percent">{data.result.main_percentage}%</p>
                  <p className="asm-poster__caption">{t('admin.assessment.files.posterCaption')}</p>
                </div>
              </div>
              <button type="button" className="adm-btn adm-btn--primary" onClick={png} disabled={!!busy}>
                {busy === 'png' ? preparing : t('admin.assessment.files.posterDownload')}
              </button>
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}
