import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { CoinIcon } from '../../../components/ui/icons.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { randomId } from '../../../lib/random-id.ts';
import { useCreateCardPayment } from '../api/card-payment.ts';
import { useCreatePromptPayPayment } from '../api/create-payment.ts';
import { usePackages } from '../api/packages.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { formatBaht } from '../lib/format.ts';
import { paymentPath } from '../lib/payment-path.ts';
import type { CoinPackage, PaymentMethod } from '../types.ts';
import { PurchaseHistory } from './purchase-history.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

/** The package the shop recommends gets a "best seller" mark. */
const RECOMMENDED_PACKAGE = 'popular';

/** Why a payment could not be started, as the message the screen shows. */
function createFailureOf(failure: unknown) {
  if (failure instanceof ApiError && failure.code === 'PAYMENT_PROVIDER_UNAVAILABLE') {
    return 'providerUnavailable';
  }
  if (failure instanceof ApiError && failure.code === 'PAYMENT_PROVIDER_ERROR') {
    return 'providerError';
  }
  return 'createFailed';
}

interface WalletScreenProps {
  signedIn: boolean;
  /** The start-up sign-in check is still running. */
  checkingSignIn?: boolean;
  onSignIn: () => void;
}

function PackageCard({
  item,
  checked,
  onChoose,
}: {
  item: CoinPackage;
  checked: boolean;
  onChoose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const name = language === 'en' ? item.nameEn : item.nameTh;
  return (
    <label
      data-testid={`package-${item.id}`}
      className="relative flex min-h-20 cursor-pointer items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-amber-200 transition-shadow has-checked:bg-amber-50 has-checked:ring-2 has-checked:ring-indigo-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-500 dark:bg-indigo-900/70 dark:ring-indigo-800 dark:has-checked:bg-indigo-900 dark:has-checked:ring-amber-400"
    >
      <input
        type="radio"
        name="coin-package"
        value={item.id}
        checked={checked}
        onChange={onChoose}
        // Transparent but full size over the card: a tap anywhere on it chooses the package.
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
      />
      <CoinIcon className="size-9 shrink-0" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-lg leading-tight font-bold text-indigo-950 dark:text-amber-50">
            {t('payments.coins', { amount: formatNumber(item.coins, language) })}
          </span>
          {item.bonusCoins > 0 ? (
            <Badge>
              {t('payments.wallet.bonus', { amount: formatNumber(item.bonusCoins, language) })}
            </Badge>
          ) : null}
        </span>
        <span className="text-sm text-slate-700 dark:text-indigo-200">
          {name}
          {item.id === RECOMMENDED_PACKAGE ? (
            <span className="ml-2 font-semibold text-amber-700 dark:text-amber-300">
              ★ {t('payments.wallet.recommended')}
            </span>
          ) : null}
        </span>
        {item.bonusCoins > 0 ? (
          <span className="text-xs text-slate-600 dark:text-indigo-300">
            {t('payments.wallet.total', { amount: formatNumber(item.totalCoins, language) })}
          </span>
        ) : null}
      </span>
      <span className="shrink-0 text-xl font-bold text-indigo-900 dark:text-amber-300">
        {t('payments.baht', { amount: formatBaht(item.priceThb, language) })}
      </span>
    </label>
  );
}

/** `/wallet`: choose a coin package and a payment method, then pay. */
export function WalletScreen({ signedIn, checkingSignIn = false, onSignIn }: WalletScreenProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const packages = usePackages();
  const createQr = useCreatePromptPayPayment();
  const createCard = useCreateCardPayment();
  const [packageId, setPackageId] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('promptpay');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  // One Idempotency-Key per card purchase attempt: a double tap or a retry cannot pay twice.
  const cardAttempt = useRef<{ packageId: string; key: string } | null>(null);

  const chosen = packages.data?.find((item) => item.id === packageId) ?? null;
  const busy = createQr.isPending || createCard.isPending || leaving;

  async function pay() {
    if (!chosen) {
      setError(t('payments.wallet.choosePackage'));
      return;
    }
    setError(null);
    try {
      if (method === 'promptpay') {
        const payment = await createQr.mutateAsync(chosen.id);
        navigate(paymentPath(payment.paymentId));
        return;
      }
      if (cardAttempt.current?.packageId !== chosen.id) {
        cardAttempt.current = { packageId: chosen.id, key: randomId() };
      }
      const payment = await createCard.mutateAsync({
        packageId: chosen.id,
        idempotencyKey: cardAttempt.current.key,
      });
      if (!payment.checkoutUrl) throw new Error('no checkout url');
      setLeaving(true);
      window.location.assign(payment.checkoutUrl);
    } catch (failure) {
      setError(t(`payments.wallet.${createFailureOf(failure)}`));
    }
  }

  const language = i18n.language;
  return (
    <Screen title={t('payments.wallet.title')} lead={t('payments.wallet.lead')}>
      <fieldset className="space-y-3" aria-busy={packages.isPending}>
        <legend className="mb-3 text-lg font-semibold text-indigo-950 dark:text-amber-100">
          {t('payments.wallet.packagesLegend')}
        </legend>
        {packages.isPending ? (
          <p className="text-slate-700 dark:text-indigo-200">
            {t('payments.wallet.packagesLoading')}
          </p>
        ) : null}
        {packages.isError ? (
          <Card className="flex flex-col gap-3">
            <p role="alert">{t('payments.wallet.packagesFailed')}</p>
            <Button variant="secondary" onClick={() => void packages.refetch()}>
              {t('payments.retry')}
            </Button>
          </Card>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          {packages.data?.map((item) => (
            <PackageCard
              key={item.id}
              item={item}
              checked={item.id === packageId}
              onChoose={() => {
                setPackageId(item.id);
                setError(null);
              }}
            />
          ))}
        </div>
      </fieldset>

      {checkingSignIn ? (
        <p className="text-slate-700 dark:text-indigo-200">{t('payments.wallet.checkingSignIn')}</p>
      ) : signedIn ? (
        <Card className="flex flex-col gap-5">
          <ChoiceGroup
            legend={t('payments.wallet.methodLegend')}
            name="payment-method"
            value={method}
            onChange={setMethod}
            choices={[
              { value: 'promptpay', label: t('payments.wallet.methods.promptpay') },
              { value: 'card', label: t('payments.wallet.methods.card') },
            ]}
            hint={t(`payments.wallet.methodHints.${method}`)}
          />
          {chosen ? (
            <p className="text-center font-semibold" aria-live="polite">
              {t('payments.wallet.summary', {
                name: language === 'en' ? chosen.nameEn : chosen.nameTh,
                coins: formatNumber(chosen.totalCoins, language),
                price: formatBaht(chosen.priceThb, language),
              })}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="text-center text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
          <Button onClick={() => void pay()} disabled={busy} className="w-full text-lg">
            {busy ? t('payments.wallet.paying') : t('payments.wallet.pay')}
          </Button>
        </Card>
      ) : (
        <SignInPrompt onSignIn={onSignIn} />
      )}

      {signedIn && !checkingSignIn ? <PurchaseHistory /> : null}
    </Screen>
  );
}
