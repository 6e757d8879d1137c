import type { ReactNode } from 'react';

/** The title row of a screen (h1 + buttons on the right). */
export function ScreenHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className="adm-screen__head">
      <h1>{title}</h1>
      {actions && <div className="adm-screen__actions">{actions}</div>}
    </header>
  );
}
