import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { SUPPORT_EMAIL } from '../../../config/contact.ts';
import { paths } from '../../../config/paths.ts';

const CHECKLIST = ['account', 'time', 'payment'] as const;

/** How to reach the team. */
export function SupportScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('support.title')} lead={t('support.intro')}>
      <Card>
        <h2 className="text-sm font-semibold text-slate-700 dark:text-indigo-200">
          {t('support.emailLabel')}
        </h2>
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="mt-1 inline-block text-xl font-bold text-indigo-800 underline dark:text-amber-300"
        >
          {SUPPORT_EMAIL}
        </a>
        <p className="mt-3 leading-relaxed">{t('support.hours')}</p>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold">{t('support.checklistTitle')}</h2>
        <ul className="mt-2 list-disc space-y-1 ps-6 leading-relaxed">
          {CHECKLIST.map((item) => (
            <li key={item}>{t(`support.checklist.${item}`)}</li>
          ))}
        </ul>
      </Card>
      <p>
        <Link
          to={paths.help}
          className="font-semibold text-indigo-800 underline dark:text-amber-300"
        >
          {t('support.faqLink')}
        </Link>
      </p>
    </Screen>
  );
}
