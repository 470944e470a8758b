import type { Db } from '../../db/client.ts';
import { clientErrorReports } from '../../db/schema/system.ts';

export interface NewClientErrorReport {
  message: string;
  stack: string | null;
  route: string;
  userAgent: string | null;
  requestId: string;
}

export function createSystemRepo(db: Db) {
  return {
    async insertClientErrorReport(report: NewClientErrorReport): Promise<void> {
      await db.insert(clientErrorReports).values(report);
    },
  };
}

export type SystemRepo = ReturnType<typeof createSystemRepo>;
