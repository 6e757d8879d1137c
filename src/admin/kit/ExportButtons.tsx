import { useState } from 'react';
import type { ExportFormat } from './export';
import { useToast } from './toast';

/** The texts of the export buttons: one per format, the busy text, and the failure toast. */
export interface ExportLabels {
  csv: string;
  xlsx: string;
  busy: string;
  failed: (message: string) => string;
}

/**
 * 'CSV' and 'Excel' buttons of a list's title row: `run(format)` downloads; while one runs both are
 * disabled and it reads `labels.busy`; a failure is an error toast.
 */
export function ExportButtons({ run, labels }: { run: (format: ExportFormat) => Promise<unknown>; labels: ExportLabels }) {
  const toast = useToast();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const start = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await run(format);
    } catch (err) {
      toast.error(labels.failed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(null);
    }
  };
  return (['csv', 'xlsx'] as const).map((format) => (
    <button key={format} type="button" className="adm-btn adm-btn--ghost" disabled={busy !== null} onClick={() => start(format)}>
      {busy === format ? labels.busy : labels[format]}
    </button>
  ));
}
