import { COIN_COST_MAX } from '@duangdee/contract/admin';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUpdateCost } from '../api/update-cost.ts';
import { formatDateTime } from '../lib/dates.ts';
import { useAdminErrorText } from '../lib/server-error.ts';
import type { CoinCost } from '../types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { OutcomeLine, type Outcome } from './outcome-line.tsx';

/** A whole number of coins from 1 to COIN_COST_MAX, or null. */
function parseCost(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const cost = Number(text.trim());
  return cost >= 1 && cost <= COIN_COST_MAX ? cost : null;
}

/** One product's price in coins, changed after a confirmation that names the old and new price. */
export function CostRow({ item, product }: { item: CoinCost; product: string }) {
  const { t, i18n } = useTranslation();
  const errorText = useAdminErrorText();
  const update = useUpdateCost();
  const [text, setText] = useState(String(item.cost));
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const cost = parseCost(text);

  function submit(event: FormEvent) {
    event.preventDefault();
    setInvalid(cost === null);
    if (cost !== null && cost !== item.cost) setConfirming(true);
  }

  function send() {
    if (cost === null || update.isPending) return;
    update.mutate(
      { kind: item.kind, cost },
      {
        onSuccess: (saved) => {
          setOutcome({
            ok: true,
            text: t('admin.catalogue.costSaved', { product, cost: saved.cost }),
          });
          setText(String(saved.cost));
          setConfirming(false);
        },
        onError: (error) => {
          setOutcome({ ok: false, text: errorText(error) });
          setConfirming(false);
        },
      },
    );
  }

  return (
    <li className="space-y-2 py-3" data-testid={`cost-${item.kind}`}>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <TextField
          className="min-w-40 flex-1"
          label={t('admin.catalogue.cost', { product })}
          inputMode="numeric"
          value={text}
          error={invalid ? t('admin.catalogue.costInvalid', { max: COIN_COST_MAX }) : null}
          hint={
            item.updatedAt
              ? t('admin.catalogue.updatedAt', {
                  date: formatDateTime(item.updatedAt, i18n.language),
                })
              : t('admin.catalogue.launchPrice')
          }
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(false);
          }}
        />
        <Button type="submit" variant="secondary" disabled={text.trim() === String(item.cost)}>
          {t('admin.common.save')}
        </Button>
      </form>
      <OutcomeLine outcome={outcome} />
      <ConfirmDialog
        open={confirming}
        title={t('admin.catalogue.costConfirmTitle')}
        confirmLabel={t('admin.catalogue.costConfirm')}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
        busy={update.isPending}
      >
        <p>{t('admin.catalogue.costConfirmBody', { product, from: item.cost, to: cost ?? 0 })}</p>
        <p className="font-semibold">{t('admin.catalogue.keepPrice')}</p>
      </ConfirmDialog>
    </li>
  );
}
