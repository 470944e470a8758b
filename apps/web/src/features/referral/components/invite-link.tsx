import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INVITE_REWARD_COINS } from '@duangdee/contract/coins';
import { cardClassName } from '../../../components/ui/card.tsx';

/** A card that leads to `/invite`: invite friends, earn coins. */
export function InviteLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className={`${cardClassName} flex items-center gap-4 transition-colors hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:hover:bg-indigo-900`}
      data-testid="invite-link"
    >
      {/* Drawn, not an emoji: phones without a colour-emoji font show an empty box. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-10 shrink-0 text-amber-600 dark:text-amber-300"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="3" y="8" width="18" height="4" rx="1" />
        <path d="M5 12v8h14v-8M12 8v12" />
        <path d="M12 8c-1.5-3-5-3.5-5-1.5S10 8 12 8zM12 8c1.5-3 5-3.5 5-1.5S14 8 12 8z" />
      </svg>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-bold text-indigo-950 dark:text-amber-100">
          {t('referral.profileLink.title', { coins: INVITE_REWARD_COINS })}
        </span>
        <span className="text-sm text-slate-700 dark:text-indigo-200">
          {t('referral.profileLink.body')}
        </span>
      </span>
      <span aria-hidden="true" className="text-xl text-indigo-700 dark:text-amber-300">
        ›
      </span>
    </Link>
  );
}
