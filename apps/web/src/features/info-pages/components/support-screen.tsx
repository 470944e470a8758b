import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../../components/ui/screen.tsx';
import { SUPPORT_EMAIL } from '../../../config/contact.ts';
import { paths } from '../../../config/paths.ts';
import { SupportForm, type SupportAccount } from './support-form.tsx';
import { SupportTickets } from './support-tickets.tsx';

/**
 * `/support`: a question to the team (a ticket), and for a signed-in user their questions with
 * the answers. The route says who is signed in.
 */
export function SupportScreen({ account = null }: { account?: SupportAccount | null }) {
  const { t } = useTranslation();
  return (
    <Screen title={t('support.title')} lead={t('support.intro')}>
      <p className="text-sm leading-relaxed text-slate-700 dark:text-indigo-200">
        {t('support.hours')}{' '}
        <Link
          to={paths.help}
          className="font-semibold text-indigo-800 underline dark:text-amber-300"
        >
          {t('support.faqLink')}
        </Link>
      </p>
      <SupportForm account={account} />
      {account ? <SupportTickets userId={account.userId} /> : null}
      <p className="text-center text-sm text-slate-600 dark:text-indigo-300">
        <a href={`mailto:${SUPPORT_EMAIL}`} className="underline">
          {SUPPORT_EMAIL}
        </a>
      </p>
    </Screen>
  );
}
