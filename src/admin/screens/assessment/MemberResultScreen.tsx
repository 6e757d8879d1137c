import { useRef, useState } from 'react';
import { RESPONDENT_PAGE_SIZES, SECTION_KEYS } from '../../../shared/assessment';
import { DataTable, formatDateTime, Modal, ScreenHeader, useApiGet, usePaging, useToast, type Column } from '../../kit';
import { dateOf, nodeToPdf, nodeToPng, proofsZip, saveBlob } from './downloads';
import './assessment-admin.css';

interface MemberRow {
  id: number;
  name: string;
  email: string;
  logo: string;
  created_at: string;
  publication: boolean;
  answer_id: number;
  member_id: number;
  main_percentage: number;
}
interface Result {
  id: number;
  main_percentage: number;
  first_section_per: number | null;
  second_section_per: number | null;
  third_section_per: number | null;
  fourth_section_per: number | null;
  fifth_section_per: number | null;
  total_true: number;
  total_false: number;
  created_at: string;
  name: string;
  logo: string;
}
const SECTION_LABELS = ['1-р хэсэг', '2-р хэсэг', '3-р хэсэг', '4-р хэсэг', '5-р хэсэг'];
const extOf = (url: string) => (url.split('?')[0].split('.').pop() ?? 'pdf').toLowerCase();

function AnswersModal({ row, onClose }: { row: MemberRow; onClose: () => void }) {
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
      toast.error('PDF үүсгэхэд алдаа гарлаа', 5000);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      wide
      title={`${row.name}: хариулт`}
      onClose={onClose}
      footer={
        <button type="button" className="adm-btn adm-btn--primary" onClick={download} disabled={!result || busy}>
          {busy ? 'Үүсгэж байна…' : 'PDF татах'}
        </button>
      }
    >
      {!data ? (
        <p className="adm-loading">{q.isError ? 'Хариулт олдсонгүй.' : 'Ачаалж байна…'}</p>
      ) : data.answers.every((a) => a.answer === null) ? (
        <p className="adm-empty">Хариулт олдсонгүй.</p>
      ) : (
        <div ref={sheet} className="asm-sheet" data-testid="answers-sheet">
          <h2>{row.name}</h2>
          {result && (
            <>
              <p className="adm-muted">Огноо: {formatDateTime(result.created_at)}</p>
              <dl className="asm-percents">
                <div>
                  <dt>Нийт хувь</dt>
                  <dd data-testid="main-percent">{result.main_percentage}%</dd>
                </div>
                <div>
                  <dt>Тийм</dt>
                  <dd>{result.total_true}</dd>
                </div>
                <div>
                  <dt>Үгүй</dt>
                  <dd>{result.total_false}</dd>
                </div>
                {SECTION_KEYS.map((key, k) => (
                  <div key={key}>
                    <dt>{SECTION_LABELS[k]}</dt>
                    <dd>{result[key] === null ? '—' : `${result[key]}%`}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          <table className="adm-table asm-answers">
            <thead>
              <tr>
                <th>№</th>
                <th>Асуулт</th>
                <th>Хариулт</th>
                <th>Нотолгоо</th>
                <th>Тайлбар</th>
              </tr>
            </thead>
            <tbody>
              {data.answers.map((a) =>
                a.pid === null ? (
                  <tr key={a.id} className="asm-section-row">
                    <th colSpan={5} scope="colgroup">
                      {a.cid} {a.question}
                    </th>
                  </tr>
                ) : a.answer === null && a.cid.split('.').length === 3 ? (
                  <tr key={a.id} className="asm-sub-row">
                    <th colSpan={5} scope="colgroup">
                      {a.cid} {a.question}
                    </th>
                  </tr>
                ) : (
                  <tr key={a.id}>
                    <td className="adm-num">{a.cid}</td>
                    <td>{a.question}</td>
                    <td>{a.answer === null ? '—' : a.answer ? 'Тийм' : 'Үгүй'}</td>
                    <td>{a.proof ? 'Тийм' : 'Үгүй'}</td>
                    <td>{a.comment}</td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}

function FilesModal({ row, onClose }: { row: MemberRow; onClose: () => void }) {
  const q = useApiGet('/get/member-files', { answerId: row.answer_id, memberId: row.member_id });
  const poster = useRef<HTMLDivElement>(null);
  const toast = useToast();
  const [busy, setBusy] = useState<'' | 'zip' | 'png'>('');
  const data = q.data && !q.isPlaceholderData ? q.data.file : null;

  const zip = async () => {
    if (!data) return;
    setBusy('zip');
    try {
      saveBlob(await proofsZip(data.files), `${row.name}-нотолгоо.zip`);
    } catch {
      toast.error('ZIP үүсгэхэд алдаа гарлаа', 5000);
    } finally {
      setBusy('');
    }
  };
  const png = async () => {
    if (!poster.current) return;
    setBusy('png');
    try {
      saveBlob(await nodeToPng(poster.current), 'unelgee.png');
    } catch {
      toast.error('Зураг үүсгэхэд алдаа гарлаа', 5000);
    } finally {
      setBusy('');
    }
  };

  return (
    <Modal open wide title={`${row.name}: файлууд`} onClose={onClose}>
      {!data ? (
        <p className="adm-loading">{q.isError ? 'Файл олдсонгүй' : 'Ачаалж байна…'}</p>
      ) : (
        <div className="asm-files">
          <section>
            <h3>Нотлох файлууд</h3>
            {data.files.length === 0 ? (
              <p className="adm-empty">Нотлох файл алга</p>
            ) : (
              <ul className="asm-file-list">
                {data.files.map((f) => (
                  <li key={`${f.cid}-${f.proof_file}`}>
                    <a href={f.proof_file} download={`${f.cid}.${extOf(f.proof_file)}`} target="_blank" rel="noreferrer">
                      {f.cid}
                    </a>{' '}
                    <span className="adm-muted">{f.question}</span>
                  </li>
                ))}
              </ul>
            )}
            <button type="button" className="adm-btn adm-btn--primary" onClick={zip} disabled={!data.files.length || !!busy}>
              {busy === 'zip' ? 'Бэлдэж байна…' : 'Бүгдийг ZIP-ээр татах'}
            </button>
          </section>
          <section>
            <h3>Хавсралт</h3>
            {data.attachment ? (
              <div className="adm-actions">
                <a
                  className="adm-btn adm-btn--ghost"
                  href={data.attachment.official_document}
                  download={`albanbichig.${extOf(data.attachment.official_document)}`}
                >
                  Албан бичиг татах
                </a>
                <a className="adm-btn adm-btn--ghost" href={data.attachment.form} download={`maygt.${extOf(data.attachment.form)}`}>
                  Маягт & тайлан татах
                </a>
              </div>
            ) : (
              <p className="adm-empty">Хавсралт илгээгээгүй байна</p>
            )}
          </section>
          {data.result && (
            <section>
              <h3>Үнэлгээний зураг</h3>
              <div className="asm-poster-frame">
                <div ref={poster} className="asm-poster" data-testid="poster">
                  <img src={data.result.logo} alt="" crossOrigin="anonymous" />
                  <p className="asm-poster__name">{data.result.name}</p>
                  <p className="asm-poster__percent">{data.result.main_percentage}%</p>
                  <p className="asm-poster__caption">Хариуцлагатай уул уурхайн үнэлгээ</p>
                </div>
              </div>
              <button type="button" className="adm-btn adm-btn--primary" onClick={png} disabled={!!busy}>
                {busy === 'png' ? 'Бэлдэж байна…' : 'Зураг татах (unelgee.png)'}
              </button>
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}

/** /admin/assessment-member-result: member results, answers modal (PDF) and files modal (ZIP, poster). */
export default function MemberResultScreen() {
  const { page, setPage, limit, setLimit } = usePaging(RESPONDENT_PAGE_SIZES, 10);
  const list = useApiGet('/get/member-assessment-result', { page, limit });
  const [answers, setAnswers] = useState<MemberRow | null>(null);
  const [files, setFiles] = useState<MemberRow | null>(null);

  const columns: Column<MemberRow>[] = [
    { label: 'Байгууллагын нэр', key: 'name' },
    { label: 'И-мэйл', render: (r) => <a href={`mailto:${r.email}`}>{r.email}</a> },
    { label: 'Оролцсон огноо', render: (r) => formatDateTime(r.created_at) },
    {
      label: 'Нийтлэх зөвшөөрөл',
      render: (r) => (
        <span className={`adm-badge ${r.publication ? 'adm-badge--ok' : 'adm-badge--off'}`}>
          {r.publication ? 'Зөвшөөрсөн' : 'Зөвшөөрөөгүй'}
        </span>
      ),
    },
    {
      label: 'Үйлдэл',
      render: (r) => (
        <div className="adm-actions">
          <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => setAnswers(r)}>
            Хариулт
          </button>
          <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => setFiles(r)}>
            Файл татах
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <ScreenHeader title="Гишүүн байгууллагын үнэлгээний үр дүн" />
      <DataTable
        caption="Гишүүн байгууллагын үр дүн"
        columns={columns}
        rows={list.data?.respondents ?? []}
        rowKey={(r) => r.id}
        loading={list.isLoading}
        empty="Үр дүн алга байна"
        paging={{
          page,
          limit,
          pageSizes: RESPONDENT_PAGE_SIZES,
          total: list.data?.total ?? 0,
          totalPages: list.data?.totalPages ?? 0,
          onPage: setPage,
          onLimit: setLimit,
        }}
      />
      {answers && <AnswersModal row={answers} onClose={() => setAnswers(null)} />}
      {files && <FilesModal row={files} onClose={() => setFiles(null)} />}
    </>
  );
}
