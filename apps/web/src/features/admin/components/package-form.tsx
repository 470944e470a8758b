import { adminPackageBodySchema } from '@duangdee/contract/admin';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUpdatePackage, type PackageChange } from '../api/update-package.ts';
import { formatSatang, parseBahtToSatang, satangToBahtText } from '../lib/baht.ts';
import { useAdminErrorText } from '../lib/server-error.ts';
import type { CoinPackage } from '../types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { OutcomeLine, type Outcome } from './outcome-line.tsx';
import { Pill } from './pill.tsx';

interface Draft {
  nameTh: string;
  nameEn: string;
  coins: string;
  bonusCoins: string;
  price: string;
  isActive: boolean;
  sortOrder: string;
}

type Problems = Partial<Record<keyof Draft, string>>;

const draftOf = (p: CoinPackage): Draft => ({
  nameTh: p.nameTh,
  nameEn: p.nameEn,
  coins: String(p.coins),
  bonusCoins: String(p.bonusCoins),
  price: satangToBahtText(p.priceSatang),
  isActive: p.isActive,
  sortOrder: String(p.sortOrder),
});

/** A whole number as typed, or NaN (the schema then refuses it). */
function wholeNumber(text: string): number {
  return /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

const FIELD_OF: Record<string, keyof Draft> = {
  name_th: 'nameTh',
  name_en: 'nameEn',
  coins: 'coins',
  bonus_coins: 'bonusCoins',
  price_satang: 'price',
  sort_order: 'sortOrder',
};

/**
 * The package body, checked by the contract's own schema (`adminPackageBodySchema`: its names,
 * ranges and satang), or the fields it refuses.
 */
function readDraft(
  draft: Draft,
): { change: PackageChange; refused: null } | { change: null; refused: Array<keyof Draft> } {
  const parsed = adminPackageBodySchema.safeParse({
    name_th: draft.nameTh,
    name_en: draft.nameEn,
    coins: wholeNumber(draft.coins),
    bonus_coins: wholeNumber(draft.bonusCoins),
    price_satang: parseBahtToSatang(draft.price) ?? Number.NaN,
    is_active: draft.isActive,
    sort_order: wholeNumber(draft.sortOrder),
  });
  if (!parsed.success) {
    const refused = parsed.error.issues
      .map((issue) => FIELD_OF[String(issue.path[0])])
      .filter((field) => field !== undefined);
    return { change: null, refused };
  }
  const body = parsed.data;
  return {
    change: {
      nameTh: body.name_th,
      nameEn: body.name_en,
      coins: body.coins,
      bonusCoins: body.bonus_coins,
      priceSatang: body.price_satang,
      isActive: body.is_active,
      sortOrder: body.sort_order,
    },
    refused: null,
  };
}

/**
 * One coin package: names, coins, bonus, price in baht (sent in satang, exactly), shop order and
 * whether it is on sale. Saved after a confirmation that states any price change.
 */
export function PackageForm({ pkg }: { pkg: CoinPackage }) {
  const { t, i18n } = useTranslation();
  const errorText = useAdminErrorText();
  const update = useUpdatePackage();
  const [draft, setDraft] = useState(() => draftOf(pkg));
  const [problems, setProblems] = useState<Problems>({});
  const [pending, setPending] = useState<PackageChange | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const baht = (satang: number) => formatSatang(satang, i18n.language);
  const edit = <K extends keyof Draft>(name: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const unchanged = JSON.stringify(draft) === JSON.stringify(draftOf(pkg));

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readDraft(draft);
    const words: Record<keyof Draft, string> = {
      nameTh: t('admin.catalogue.nameRequired'),
      nameEn: t('admin.catalogue.nameRequired'),
      coins: t('admin.catalogue.coinsInvalid'),
      bonusCoins: t('admin.catalogue.bonusInvalid'),
      price: t('admin.catalogue.priceInvalid'),
      sortOrder: t('admin.catalogue.sortInvalid'),
      isActive: '',
    };
    setProblems(Object.fromEntries((read.refused ?? []).map((field) => [field, words[field]])));
    if (read.change) setPending(read.change);
  }

  function send() {
    if (!pending || update.isPending) return;
    update.mutate(
      { id: pkg.id, change: pending },
      {
        onSuccess: (saved) => {
          setOutcome({ ok: true, text: t('admin.catalogue.packageSaved', { name: saved.nameTh }) });
          setDraft(draftOf(saved));
          setPending(null);
        },
        onError: (error) => {
          setOutcome({ ok: false, text: errorText(error) });
          setPending(null);
        },
      },
    );
  }

  const field = (name: 'nameTh' | 'nameEn' | 'coins' | 'bonusCoins' | 'price' | 'sortOrder') => ({
    value: draft[name],
    error: problems[name] ?? null,
    onChange: (e: { target: { value: string } }) => edit(name, e.target.value),
  });

  return (
    <Card className="space-y-3" data-testid={`package-${pkg.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">
          {pkg.nameTh} <span className="font-mono text-xs font-normal">({pkg.id})</span>
        </h3>
        <Pill tone={pkg.isActive ? 'success' : 'neutral'}>
          {pkg.isActive ? t('admin.catalogue.active') : t('admin.catalogue.inactive')}
        </Pill>
      </div>
      <form noValidate onSubmit={submit} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('admin.catalogue.nameTh')} maxLength={100} {...field('nameTh')} />
          <TextField label={t('admin.catalogue.nameEn')} maxLength={100} {...field('nameEn')} />
          <TextField label={t('admin.catalogue.coins')} inputMode="numeric" {...field('coins')} />
          <TextField
            label={t('admin.catalogue.bonusCoins')}
            inputMode="numeric"
            {...field('bonusCoins')}
          />
          <TextField label={t('admin.catalogue.price')} inputMode="decimal" {...field('price')} />
          <TextField label={t('admin.catalogue.sortOrder')} {...field('sortOrder')} />
        </div>
        <CheckboxField
          label={t('admin.catalogue.active')}
          checked={draft.isActive}
          onChange={(checked) => edit('isActive', checked)}
        />
        <Button type="submit" disabled={unchanged || update.isPending}>
          {t('admin.common.save')}
        </Button>
      </form>
      <OutcomeLine outcome={outcome} />
      <ConfirmDialog
        open={pending !== null}
        title={t('admin.catalogue.packageConfirmTitle', { name: pending?.nameTh ?? pkg.nameTh })}
        confirmLabel={t('admin.catalogue.packageConfirm')}
        onConfirm={send}
        onCancel={() => setPending(null)}
        busy={update.isPending}
      >
        {pending ? (
          <>
            <p>
              {t('admin.catalogue.packageConfirmBody', {
                coins: pending.coins,
                bonus: pending.bonusCoins,
                price: baht(pending.priceSatang),
                state: pending.isActive
                  ? t('admin.catalogue.active')
                  : t('admin.catalogue.inactive'),
              })}
            </p>
            {pending.priceSatang !== pkg.priceSatang ? (
              <>
                <p className="font-semibold">
                  {t('admin.catalogue.priceChange', {
                    from: baht(pkg.priceSatang),
                    to: baht(pending.priceSatang),
                  })}
                </p>
                <p>{t('admin.catalogue.keepAmount')}</p>
              </>
            ) : null}
          </>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}
