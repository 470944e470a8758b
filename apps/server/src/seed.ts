import type { Db } from './db/client.ts';
import { SEED_ARTICLES } from './modules/feed/articles/index.ts';
import { seedArticles } from './modules/feed/seed.ts';
import { seedCoinPackages } from './modules/payments/seed.ts';
import { seedCoinCosts } from './modules/wallet/seed.ts';

/**
 * What the product ships in its database: the coin cost of each reading, the coin packages and
 * the articles. Written at every start (each seeder leaves what is already as shipped), and by
 * the build into the embedded database's snapshot, so a first start finds it done.
 */
export async function seedShipped(db: Db, now: Date = new Date()): Promise<void> {
  await seedCoinCosts(db);
  await seedCoinPackages(db);
  await seedArticles(db, SEED_ARTICLES, now);
}
