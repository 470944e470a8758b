import type { ReadingResultView } from '@duangdee/contract/readings';
import { READING_REGISTRY, readingKind, type ReadingContext } from './registry.ts';
import type { ReadingSessionRow } from './repo.ts';

/**
 * A reading the photo or the request cannot give (no hand in the photo, say). The session fails
 * with `messageTh` shown to the user, and its coins are given back.
 */
export class ReadingRefusal extends Error {
  readonly messageTh: string;
  constructor(message: string, messageTh: string) {
    super(message);
    this.name = 'ReadingRefusal';
    this.messageTh = messageTh;
  }
}

/** Writes the reading of a started session: the built-in oracle, or an LLM when configured. */
export interface ReadingWriter {
  /** Throws `ReadingRefusal`/`ReadingInputError` for the user's input, anything else on failure. */
  write(session: ReadingSessionRow, ctx: ReadingContext): Promise<ReadingResultView>;
  /** Seconds a reading of `kind` honestly takes with this writer. */
  estimatedSeconds(kind: string): number;
}

/** Reads the palm photo of a started palm session. */
export interface PalmReader {
  read(session: ReadingSessionRow, ctx: ReadingContext): Promise<ReadingResultView>;
  estimatedSeconds: number;
}

/** The built-in engine: the registry's generators for topic readings, the photo analysis for palms. */
export function createOracleWriter(palm: PalmReader): ReadingWriter {
  return {
    async write(session, ctx) {
      if (session.kind === 'palm') return palm.read(session, ctx);
      const entry = readingKind(session.kind);
      if (!entry) throw new Error(`no reading kind ${session.kind}`);
      return entry.read(session.input, ctx);
    },
    estimatedSeconds(kind) {
      if (kind === 'palm') return palm.estimatedSeconds;
      return READING_REGISTRY.get(kind as never)?.estimatedSeconds ?? 0;
    },
  };
}
