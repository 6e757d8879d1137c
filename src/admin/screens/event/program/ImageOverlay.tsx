import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '@admin/i18n';

/** An agenda thumbnail that opens the image full screen; a click anywhere or Escape closes it. */
export function ImageOverlay({ src }: { src: string }) {
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const opener = openerRef.current;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [open]);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className="agenda-thumb-button"
        onClick={() => setOpen(true)}
        aria-label={t('admin.week.program.openImage')}
      >
        <img className="adm-thumb" src={src} alt="" width={60} height={80} loading="lazy" />
      </button>
      {open &&
        createPortal(
          <button
            ref={closeRef}
            type="button"
            className="agenda-overlay"
            data-testid="agenda-overlay"
            aria-label={t('admin.week.program.closeImage')}
            onClick={() => setOpen(false)}
          >
            <img src={src} alt="" />
          </button>,
          document.body,
        )}
    </>
  );
}
