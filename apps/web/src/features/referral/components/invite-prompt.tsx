import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITE_REWARD_COINS } from '@duangdee/contract/coins';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { readTabStorage, writeTabStorage } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';

/** Spec §9: the invite prompt shows with probability 0.3, 2 s after a page opens. */
export const INVITE_PROMPT_PROBABILITY = 0.3;
export const INVITE_PROMPT_DELAY_MS = 2000;
/** Where it never shows: buying coins, signing in, and the invite screen itself. */
export const INVITE_PROMPT_EXCLUDED = ['/wallet', '/payment', '/login', '/register', '/invite'];

export function isInvitePromptExcluded(pathname: string): boolean {
  return INVITE_PROMPT_EXCLUDED.some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

interface InvitePromptProps {
  /** Off while something more pressing shows (the welcome bonus of a new user). */
  active: boolean;
  pathname: string;
  onInvite: () => void;
  random?: () => number;
}

/**
 * Once per browser session, on a page that is not excluded, after 2 s: with a chance of 0.3,
 * invites the user to bring a friend. The chance is taken once a session, shown or not.
 */
export function InvitePrompt({
  active,
  pathname,
  onInvite,
  random = Math.random,
}: InvitePromptProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const excluded = isInvitePromptExcluded(pathname);

  useEffect(() => {
    if (!active || excluded || readTabStorage(STORAGE_KEYS.invitePromptSeen)) return;
    const timer = setTimeout(() => {
      writeTabStorage(STORAGE_KEYS.invitePromptSeen, 'true');
      if (random() < INVITE_PROMPT_PROBABILITY) setOpen(true);
    }, INVITE_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, excluded, random]);

  const close = () => setOpen(false);
  return (
    <Modal
      open={open && !excluded}
      title={t('referral.prompt.title')}
      onClose={close}
      closeLabel={t('referral.prompt.close')}
    >
      <p className="text-slate-700 dark:text-indigo-200">
        {t('referral.prompt.body', { coins: INVITE_REWARD_COINS })}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row-reverse">
        <Button
          onClick={() => {
            close();
            onInvite();
          }}
        >
          {t('referral.prompt.cta')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('referral.prompt.dismiss')}
        </Button>
      </div>
    </Modal>
  );
}
