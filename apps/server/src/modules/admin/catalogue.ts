import { asc, eq } from 'drizzle-orm';
import { DEFAULT_COIN_COSTS } from '@duangdee/contract/coins';
import type { Db } from '../../db/client.ts';
import { coinPackages } from '../../db/schema/payments.ts';
import { coinCosts } from '../../db/schema/wallet.ts';
import { inTransaction, type DbOrTx } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from './audit.ts';

type PackageRow = typeof coinPackages.$inferSelect;

export interface PackageChange {
  name_th: string;
  name_en: string;
  coins: number;
  bonus_coins: number;
  price_satang: number;
  is_active: boolean;
  sort_order: number;
}

const presentPackage = (row: PackageRow) => ({
  id: row.id,
  name_th: row.nameTh,
  name_en: row.nameEn,
  coins: row.coins,
  bonus_coins: row.bonusCoins,
  price_satang: row.priceSatang,
  is_active: row.isActive,
  sort_order: row.sortOrder,
  updated_at: row.updatedAt.toISOString(),
});

const packageFields = (p: ReturnType<typeof presentPackage>) => {
  const { id: _id, updated_at: _at, ...fields } = p;
  return fields;
};

/** The catalogue's Drizzle code: coin costs and coin packages. */
function createCatalogueRepo(db: Db) {
  return {
    async costs() {
      return db.select().from(coinCosts);
    },
    async lockCost(tx: DbOrTx, key: string) {
      const [row] = await tx.select().from(coinCosts).where(eq(coinCosts.key, key)).for('update');
      return row;
    },
    async upsertCost(tx: DbOrTx, key: string, amount: number, at: Date) {
      const [row] = await tx
        .insert(coinCosts)
        .values({ key, amount, updatedAt: at })
        .onConflictDoUpdate({ target: coinCosts.key, set: { amount, updatedAt: at } })
        .returning();
      return row;
    },
    async packages() {
      return db
        .select()
        .from(coinPackages)
        .orderBy(asc(coinPackages.sortOrder), asc(coinPackages.id));
    },
    async lockPackage(tx: DbOrTx, id: string) {
      const [row] = await tx
        .select()
        .from(coinPackages)
        .where(eq(coinPackages.id, id))
        .for('update');
      return row;
    },
    async updatePackage(tx: DbOrTx, id: string, change: PackageChange, at: Date) {
      const [row] = await tx
        .update(coinPackages)
        .set({
          nameTh: change.name_th,
          nameEn: change.name_en,
          coins: change.coins,
          bonusCoins: change.bonus_coins,
          priceSatang: change.price_satang,
          isActive: change.is_active,
          sortOrder: change.sort_order,
          updatedAt: at,
        })
        .where(eq(coinPackages.id, id))
        .returning();
      return row;
    },
  };
}

const isCostKind = (kind: string): kind is keyof typeof DEFAULT_COIN_COSTS =>
  Object.hasOwn(DEFAULT_COIN_COSTS, kind);

/**
 * Prices and packages as admins edit them, each change audited with before and after. A reading
 * keeps the price it was given: changing a cost never touches a session already created.
 */
export function createCatalogueService(deps: { db: Db; now?: () => Date }) {
  const repo = createCatalogueRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  return {
    /** Every product with a price: the launch defaults overlaid with what is stored. */
    async costs() {
      const stored = new Map((await repo.costs()).map((row) => [row.key, row]));
      return {
        items: Object.entries(DEFAULT_COIN_COSTS).map(([kind, launch]) => {
          const row = stored.get(kind);
          return {
            kind,
            cost: row?.amount ?? launch,
            updated_at: row?.updatedAt.toISOString() ?? null,
          };
        }),
      };
    },

    async setCost(kind: string, cost: number, actorId: string) {
      if (!isCostKind(kind)) throw new AppError('NOT_FOUND', `No product ${kind} has a price`);
      return inTransaction(deps.db, async (tx) => {
        const before = (await repo.lockCost(tx, kind))?.amount ?? DEFAULT_COIN_COSTS[kind];
        const row = await repo.upsertCost(tx, kind, cost, now());
        if (!row) throw new Error('cost upsert returned nothing');
        await recordAudit(tx, {
          actorId,
          action: 'cost.update',
          targetType: 'coin_cost',
          targetId: kind,
          before: { cost: before },
          after: { cost: row.amount },
        });
        return { kind, cost: row.amount, updated_at: row.updatedAt.toISOString() };
      });
    },

    async packages() {
      return { items: (await repo.packages()).map(presentPackage) };
    },

    async updatePackage(id: string, change: PackageChange, actorId: string) {
      return inTransaction(deps.db, async (tx) => {
        const found = await repo.lockPackage(tx, id);
        if (!found) throw new AppError('NOT_FOUND', 'Package not found');
        const row = await repo.updatePackage(tx, id, change, now());
        if (!row) throw new AppError('NOT_FOUND', 'Package not found');
        const after = presentPackage(row);
        await recordAudit(tx, {
          actorId,
          action: 'package.update',
          targetType: 'coin_package',
          targetId: id,
          before: packageFields(presentPackage(found)),
          after: packageFields(after),
        });
        return after;
      });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
