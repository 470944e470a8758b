import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

interface ScreenProps {
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** A content screen: one <h1>, an optional lead paragraph, then the content. */
export function Screen({ title, lead, children }: ScreenProps) {
  useDocumentTitle(title);
  return (
    <article className="space-y-5">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-indigo-950 dark:text-amber-100">{title}</h1>
        {lead ? <p className="text-slate-700 dark:text-indigo-200">{lead}</p> : null}
      </div>
      {children}
    </article>
  );
}
