import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** Readings need an account: the app opens its login modal through `onSignIn`. */
export function SignInCard({
  title,
  body,
  action,
  onSignIn,
}: {
  title: string;
  body: string;
  action: string;
  onSignIn: () => void;
}) {
  return (
    <Card className="flex flex-col gap-3" data-testid="readings-sign-in">
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="text-slate-700 dark:text-indigo-200">{body}</p>
      <Button onClick={onSignIn}>{action}</Button>
    </Card>
  );
}
