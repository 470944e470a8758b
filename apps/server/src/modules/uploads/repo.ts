import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export function createUploadsRepo(db: Db) {
  return {
    async insert(values: NewUpload): Promise<UploadRow> {
      const [row] = await db.insert(uploads).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The upload only when it belongs to the user: someone else's is as good as missing. */
    async findOwned(userId: string, id: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
        .limit(1);
      return row;
    },

    async listForUser(userId: string): Promise<UploadRow[]> {
      return db.select().from(uploads).where(eq(uploads.userId, userId));
    },

    async deleteByIds(userId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const deleted = await db
        .delete(uploads)
        .where(and(eq(uploads.userId, userId), inArray(uploads.id, ids)))
        .returning({ id: uploads.id });
      return deleted.length;
    },
  };
}

export type UploadsRepo = ReturnType<typeof createUploadsRepo>;
