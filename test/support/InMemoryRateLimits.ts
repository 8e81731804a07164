import type { RateDecision, RateLimits, RateRule } from '../../application/ports/RateLimits.ts';
import { contactRateDecision } from '../../domain/exhibitor/contactMessage.ts';

/** In-memory RateLimits for use-case tests; it passes the same contract suite as PostgresRateLimits. */
export class InMemoryRateLimits implements RateLimits {
  readonly #hits = new Map<string, Date[]>();
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  async take(key: string, rule: RateRule, now: Date): Promise<RateDecision> {
    if (rule.kind === 'window') {
      const earlier = (this.#hits.get(key) ?? []).filter((time) => time.getTime() > now.getTime() - rule.windowMs);
      const decision = contactRateDecision(earlier, now, { messages: rule.limit, windowMs: rule.windowMs });
      this.#hits.set(key, decision.allowed ? [...earlier, now] : earlier);
      return decision;
    }
    const bucket = this.#buckets.get(key) ?? { tokens: rule.burst, at: now.getTime() };
    const at = Math.max(bucket.at, now.getTime());
    const tokens = Math.min(rule.burst, bucket.tokens + ((at - bucket.at) / 1000) * rule.perSecond);
    const allowed = tokens >= 1;
    this.#buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at });
    if (allowed) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / rule.perSecond)) };
  }
}
