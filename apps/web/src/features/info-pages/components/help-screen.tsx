import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';

const QUESTIONS = ['start', 'coins', 'payment', 'palm', 'refund'] as const;

export function HelpScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('help.title')} lead={t('help.intro')}>
      <div className="space-y-3">
        {QUESTIONS.map((question) => (
          <details
            key={question}
            className="group rounded-2xl bg-white p-4 shadow-sm ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800"
          >
            <summary className="cursor-pointer list-none font-semibold marker:hidden focus-visible:outline-2 focus-visible:outline-amber-500">
              <span className="flex items-center justify-between gap-3">
                {t(`help.faq.${question}.question`)}
                <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 leading-relaxed text-slate-700 dark:text-indigo-100">
              {t(`help.faq.${question}.answer`)}
            </p>
          </details>
        ))}
      </div>
      <Card className="text-center">
        <h2 className="text-lg font-semibold">{t('help.moreTitle')}</h2>
        <Link to={paths.support} className={buttonClassName('primary', 'mt-3')}>
          {t('help.contactLink')}
        </Link>
      </Card>
    </Screen>
  );
}
