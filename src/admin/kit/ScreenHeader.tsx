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

/** A screen of one card under its title row: a form-only screen (add news, add a report, a new category). */
export function CardScreen({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="adm-screen">
      <ScreenHeader title={title} actions={actions} />
      <div className="adm-card">{children}</div>
    </section>
  );
}
