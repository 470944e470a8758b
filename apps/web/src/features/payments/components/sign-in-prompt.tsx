import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** Buying coins needs an account: the app opens its login modal through `onSignIn`. */
export function SignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3" data-testid="payments-sign-in">
      <h2 className="text-lg font-bold">{t('payments.wallet.signInTitle')}</h2>
      <p className="text-slate-700 dark:text-indigo-200">{t('payments.wallet.signInBody')}</p>
      <Button onClick={onSignIn}>{t('payments.wallet.signIn')}</Button>
    </Card>
  );
}
