import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';

const SECTIONS = ['service', 'coins', 'account', 'conduct', 'changes'] as const;

export function TermsScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('terms.title')} lead={t('terms.intro')}>
      {SECTIONS.map((section) => (
        <Card key={section}>
          <h2 className="text-lg font-semibold">{t(`terms.sections.${section}.title`)}</h2>
          <p className="mt-2 leading-relaxed">{t(`terms.sections.${section}.body`)}</p>
        </Card>
      ))}
    </Screen>
  );
}
