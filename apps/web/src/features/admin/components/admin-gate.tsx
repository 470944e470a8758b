import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Who is looking: the app tells the admin area from the signed-in user's role. */
export type AdminAccess = 'checking' | 'guest' | 'denied' | 'admin';

export interface AdminLinks {
  home: string;
  dashboard: string;
  payments: string;
  users: string;
  guests: string;
  readings: string;
  support: string;
  articles: string;
  newArticle: string;
  catalogue: string;
  audit: string;
}

/** The menu, in the order the team works through it. */
const NAV = [
  'payments',
  'users',
  'guests',
  'readings',
  'support',
  'articles',
  'catalogue',
  'audit',
] as const;

interface AdminGateProps {
  access: AdminAccess;
  links: AdminLinks;
  onSignIn: () => void;
  children: ReactNode;
}

function Blocked({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Card className="space-y-3 text-center" role="alert">
      <h1 className="text-2xl font-bold text-indigo-950 dark:text-amber-100">{title}</h1>
      <p className="text-slate-700 dark:text-indigo-200">{body}</p>
      <div className="flex justify-center">{action}</div>
    </Card>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-amber-500 ${
    isActive
      ? 'bg-indigo-800 text-amber-50 dark:bg-amber-400 dark:text-indigo-950'
      : 'bg-white text-indigo-900 ring-1 ring-indigo-200 hover:bg-indigo-50 dark:bg-transparent dark:text-amber-50 dark:ring-indigo-600'
  }`;

/** The admin area's door: guests are asked to sign in, other users never see its data. */
export function AdminGate({ access, links, onSignIn, children }: AdminGateProps) {
  const { t } = useTranslation();
  if (access === 'checking') {
    return <p role="status">{t('admin.gate.checking')}</p>;
  }
  if (access === 'guest') {
    return (
      <Blocked
        title={t('admin.gate.signInTitle')}
        body={t('admin.gate.signInBody')}
        action={<Button onClick={onSignIn}>{t('admin.gate.signIn')}</Button>}
      />
    );
  }
  if (access === 'denied') {
    return (
      <Blocked
        title={t('admin.gate.deniedTitle')}
        body={t('admin.gate.deniedBody')}
        action={
          <Link
            to={links.home}
            className="font-semibold text-indigo-800 underline dark:text-amber-300"
          >
            {t('admin.gate.backHome')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="space-y-5">
      {/* On a phone the menu scrolls sideways rather than wrapping onto several lines. */}
      <nav
        aria-label={t('admin.nav.label')}
        className="-mx-1 flex gap-2 overflow-x-auto overscroll-x-contain px-1 pb-1 whitespace-nowrap"
      >
        <NavLink end to={links.dashboard} className={navClass}>
          {t('admin.nav.dashboard')}
        </NavLink>
        {NAV.map((page) => (
          <NavLink key={page} to={links[page]} className={navClass}>
            {t(`admin.nav.${page}`)}
          </NavLink>
        ))}
      </nav>
      {children}
    </div>
  );
}
