import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { SUPPORT_EMAIL } from '../../../config/contact.ts';
import { paths } from '../../../config/paths.ts';
import { MailSentence } from './mail-link.tsx';

const SECTIONS = [
  'service',
  'entertainment',
  'eligibility',
  'account',
  'coins',
  'bonuses',
  'payments',
  'refunds',
  'conduct',
  'liability',
  'changes',
  'law',
] as const;

/** The terms of service, the coin rules among them. */
export function TermsScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('terms.title')} lead={t('terms.intro')}>
      <p className="text-sm text-slate-600 dark:text-indigo-300">{t('terms.updated')}</p>
      {SECTIONS.map((section) => (
        <Card key={section}>
          <h2 className="text-lg font-semibold">{t(`terms.sections.${section}.title`)}</h2>
          <p className="mt-2 leading-relaxed">{t(`terms.sections.${section}.body`)}</p>
        </Card>
      ))}
      <Card>
        <p className="leading-relaxed">
          <MailSentence i18nKey="terms.contact" email={SUPPORT_EMAIL} />
        </p>
        <Link
          to={paths.privacy}
          className="mt-2 inline-block font-semibold text-indigo-800 underline dark:text-amber-300"
        >
          {t('terms.privacyLink')}
        </Link>
      </Card>
    </Screen>
  );
}
