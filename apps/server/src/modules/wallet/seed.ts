import { DEFAULT_COIN_COSTS } from '@duangdee/contract/coins';
import type { Db } from '../../db/client.ts';
import { createWalletRepo } from './repo.ts';

/**
 * Puts the launch prices into the coin-cost catalogue. Safe to run at every start: a cost that is
 * already there (perhaps edited by an admin) is left as it is.
 */
export async function seedCoinCosts(db: Db): Promise<void> {
  await createWalletRepo(db).insertMissingCosts(
    Object.entries(DEFAULT_COIN_COSTS).map(([key, amount]) => ({ key, amount })),
  );
}
