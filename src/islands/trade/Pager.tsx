import { pageWindow } from '@lib/pagination';
import { textsT } from '@i18n/island';
import type { Texts } from '@i18n/pick';

interface Props {
  current: number;
  total: number;
  labels: Texts<'pager.'>;
  onPage: (page: number) => void;
}

/** The news pager's control as buttons: first, previous, up to 3 page numbers, next, last. */
export function Pager({ current, total, labels, onPage }: Props) {
  if (total <= 1) return null;
  const atStart = current <= 1;
  const atEnd = current >= total;
  const steps = [
    { text: '«', name: labels['pager.first'], page: 1, disabled: atStart },
    { text: '‹', name: labels['pager.previous'], page: current - 1, disabled: atStart },
    ...pageWindow(current, total).map((p) => ({
      text: String(p),
      name: textsT(labels)('pager.page', { page: p }),
      page: p,
      disabled: false,
    })),
    { text: '›', name: labels['pager.next'], page: current + 1, disabled: atEnd },
    { text: '»', name: labels['pager.last'], page: total, disabled: atEnd },
  ];
  return (
    <nav className="trade-pager" aria-label={labels['pager.label']}>
      {steps.map((s) => (
        <button
          key={s.name}
          type="button"
          className="trade-pager__step"
          aria-label={s.name}
          title={s.name}
          disabled={s.disabled}
          aria-current={String(s.page) === s.text && s.page === current ? 'page' : undefined}
          onClick={() => onPage(s.page)}
        >
          {s.text}
        </button>
      ))}
    </nav>
  );
}
