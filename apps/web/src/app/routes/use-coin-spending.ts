import { DEFAULT_COIN_COSTS } from '@duangdee/contract/coins';
import { useMemo } from 'react';
import { useCoinCosts } from '../../features/wallet/api/coins.ts';
import { confirmDeduction } from '../../features/wallet/lib/deduction-consent.ts';
import { useCoinPrompts } from '../../features/wallet/stores/coin-prompts-store.ts';
import { wallet } from '../session.ts';

/**
 * What spending screens (palm reading, chats) need from the wallet: the prices, the spendable
 * coins, the deduction consent and insufficient-coins modals, and a balance refresh after the
 * server moved coins.
 */
export function useCoinSpending() {
  const costs = useCoinCosts();
  const palm =
    costs.data?.readingCosts.palm ?? costs.data?.handReadingCost ?? DEFAULT_COIN_COSTS.palm;
  const chatMessage = costs.data?.chatMessageCost ?? DEFAULT_COIN_COSTS.chat;
  return useMemo(
    () => ({
      costs: { palm, chatMessage },
      spendableCoins: () => wallet.spendable(),
      confirmSpend: confirmDeduction,
      showInsufficient: (required: number, current: number) =>
        useCoinPrompts.getState().showInsufficient(required, current),
      onBalanceChanged: () => void wallet.refresh(),
    }),
    [palm, chatMessage],
  );
}
