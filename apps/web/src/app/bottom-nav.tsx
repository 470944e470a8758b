import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import {
  ChatIcon,
  HistoryIcon,
  HomeIcon,
  SparklesIcon,
  UserIcon,
  WalletIcon,
} from '../components/ui/icons.tsx';
import { paths } from '../config/paths.ts';

interface NavItem {
  to: string;
  label: 'nav.home' | 'nav.fortune' | 'nav.chat' | 'nav.history' | 'nav.wallet' | 'nav.profile';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  end?: boolean;
}

const ITEMS: readonly NavItem[] = [
  { to: paths.home, label: 'nav.home', Icon: HomeIcon, end: true },
  { to: paths.fortune, label: 'nav.fortune', Icon: SparklesIcon },
  { to: paths.chat, label: 'nav.chat', Icon: ChatIcon },
  { to: paths.history, label: 'nav.history', Icon: HistoryIcon },
  { to: paths.wallet, label: 'nav.wallet', Icon: WalletIcon },
  { to: paths.profile, label: 'nav.profile', Icon: UserIcon },
];

/** The bottom bar: real links, the current one marked with aria-current="page". */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-20 mx-auto w-full max-w-[820px] border-t border-amber-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur dark:border-indigo-800 dark:bg-indigo-950/95"
    >
      <ul className="grid grid-cols-6">
        {ITEMS.map(({ to, label, Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 py-1.5 text-xs transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-500 ${
                  isActive
                    ? 'font-bold text-indigo-800 dark:text-amber-300'
                    : 'text-slate-600 hover:text-indigo-800 dark:text-indigo-200 dark:hover:text-amber-200'
                }`
              }
            >
              <Icon />
              <span>{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
