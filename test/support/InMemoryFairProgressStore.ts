import type { ProgressTaskColumn } from '../../domain/index.ts';
import type { FairRegistration } from '../../application/ports/FairRegistrations.ts';
import type {
  BoothProgressEntry,
  FairProgressStore,
  KeptFairProgress,
} from '../../application/ports/FairProgressStore.ts';

/** The progress projection in memory, for use-case tests; the PostgreSQL store passes the same contract. */
export class InMemoryFairProgressStore implements FairProgressStore {
  readonly #fairs = new Map<string, KeptFairProgress>();
  #followed: string;

  /** `followedSeq`: where the outbox ended when the projection started. */
  constructor(followedSeq = '0') {
    this.#followed = followedSeq;
  }

  async replaceFair(
    fairIdCode: string,
    booths: readonly BoothProgressEntry[],
    asOf: Date,
    tasks: readonly ProgressTaskColumn[],
  ): Promise<void> {
    this.#fairs.set(fairIdCode, {
      fairIdCode,
      asOf: new Date(asOf),
      tasks: [...tasks],
      booths: booths.map((booth) => ({ ...booth, asOf: new Date(asOf) })),
    });
  }

  async replaceBooth(fairIdCode: string, booth: BoothProgressEntry, asOf: Date): Promise<void> {
    const kept = this.#fairs.get(fairIdCode);
    const entry = { ...booth, asOf: new Date(asOf) };
    if (!kept) return;
    const at = kept.booths.findIndex((candidate) => candidate.registration.regiNr === booth.registration.regiNr);
    const booths =
      at < 0 ? [...kept.booths, entry] : kept.booths.map((candidate, index) => (index === at ? entry : candidate));
    this.#fairs.set(fairIdCode, { ...kept, booths });
  }

  async ofFair(fairIdCode: string): Promise<KeptFairProgress | null> {
    return this.#fairs.get(fairIdCode) ?? null;
  }

  async registrationOf(fairIdCode: string, regiNr: string): Promise<FairRegistration | null> {
    return (
      this.#fairs.get(fairIdCode)?.booths.find((booth) => booth.registration.regiNr === regiNr)?.registration ?? null
    );
  }

  async followedSeq(): Promise<string> {
    return this.#followed;
  }

  async setFollowedSeq(seq: string): Promise<void> {
    if (BigInt(seq) > BigInt(this.#followed)) this.#followed = seq;
  }
}
