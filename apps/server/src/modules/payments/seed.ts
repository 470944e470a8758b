import { coinPackages } from '../../db/schema/payments.ts';
import type { Db } from '../../db/client.ts';

/** Launch price list (THB). Bonus coins grow with the package; admins edit prices later. */
export const DEFAULT_PACKAGES = [
  {
    id: 'starter',
    nameTh: 'เริ่มต้นดูดวง',
    nameEn: 'Starter',
    coins: 350,
    bonusCoins: 0,
    priceSatang: 3_500,
    sortOrder: 1,
  },
  {
    id: 'popular',
    nameTh: 'ยอดนิยม',
    nameEn: 'Popular',
    coins: 1_000,
    bonusCoins: 100,
    priceSatang: 9_900,
    sortOrder: 2,
  },
  {
    id: 'value',
    nameTh: 'คุ้มค่า',
    nameEn: 'Value',
    coins: 2_500,
    bonusCoins: 350,
    priceSatang: 22_900,
    sortOrder: 3,
  },
  {
    id: 'premium',
    nameTh: 'พรีเมียม',
    nameEn: 'Premium',
    coins: 6_000,
    bonusCoins: 1_000,
    priceSatang: 49_900,
    sortOrder: 4,
  },
  {
    id: 'fortune-master',
    nameTh: 'เซียนดวง',
    nameEn: 'Fortune master',
    coins: 13_000,
    bonusCoins: 2_500,
    priceSatang: 99_900,
    sortOrder: 5,
  },
];

/** Inserts the default packages that do not exist yet; never overwrites an admin's edit. */
export async function seedCoinPackages(db: Db): Promise<void> {
  await db
    .insert(coinPackages)
    .values(DEFAULT_PACKAGES)
    .onConflictDoNothing({ target: coinPackages.id });
}
