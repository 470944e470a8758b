import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useCosts } from '../api/get-costs.ts';
import { usePackages } from '../api/get-packages.ts';
import { useKindLabel } from '../lib/session-words.ts';
import { CostRow } from './cost-row.tsx';
import { ListState } from './list-state.tsx';
import { PackageForm } from './package-form.tsx';

/** `/admin/catalogue`: what each product costs in coins, and the coin packages on sale. */
export function CatalogueScreen() {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const costs = useCosts();
  const packages = usePackages();
  const productOf = (kind: string) =>
    kind === 'chat' ? t('admin.catalogue.chatCost') : kindLabel(kind);

  return (
    <Screen title={t('admin.catalogue.title')}>
      <Card className="space-y-2">
        <h2 className="text-lg font-bold">{t('admin.catalogue.costsTitle')}</h2>
        <p className="text-sm text-slate-700 dark:text-indigo-200">
          {t('admin.catalogue.costsLead')}
        </p>
        <ListState query={costs} empty={t('admin.users.nothing')} />
        <ul className="divide-y divide-indigo-100 dark:divide-indigo-800">
          {costs.data?.map((item) => (
            <CostRow key={item.kind} item={item} product={productOf(item.kind)} />
          ))}
        </ul>
      </Card>
      <section className="space-y-3">
        <h2 className="text-lg font-bold text-indigo-950 dark:text-amber-100">
          {t('admin.catalogue.packagesTitle')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-indigo-200">
          {t('admin.catalogue.packagesLead')}
        </p>
        <ListState query={packages} empty={t('admin.users.nothing')} />
        {packages.data?.map((pkg) => (
          <PackageForm key={pkg.id} pkg={pkg} />
        ))}
      </section>
    </Screen>
  );
}
