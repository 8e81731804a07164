import type { Problem } from './types.ts';

/** `detail` carries the German message of an admin validation error (422), `field` its pointer (`/body/duration`). */
export type FieldError = { readonly field: string; readonly messageKey: string; readonly detail?: string };

/** Status 0 stands for a request that got no HTTP answer (network failure or timeout). */
export const NO_RESPONSE = 0;

/** A failed API call, carrying what the UI needs to react: the status and the message key to translate. */
export class ApiError extends Error {
  readonly status: number;
  readonly messageKey: string;
  readonly errors: readonly FieldError[];
  /** The problem body as the server sent it (a 409 of a stale admin version carries `current`). */
  readonly body: unknown;
  /** A 429's (or 503's) Retry-After in seconds, when the server said when to try again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    messageKey: string,
    errors: readonly FieldError[] = [],
    detail?: string,
    body?: unknown,
    retryAfterSeconds?: number,
  ) {
    super(detail ?? `API request failed with status ${status} (${messageKey})`);
    this.name = 'ApiError';
    this.status = status;
    this.messageKey = messageKey;
    this.errors = errors;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** 401 and 403 end the user's session in the UI (spec: exhibitor-area §8). */
  get isAuthFailure(): boolean {
    return this.status === 401 || this.status === 403;
  }

  /** `retryAfter`: the response's Retry-After header as sent (seconds; an HTTP date is not used by this API). */
  static fromProblem(status: number, body: unknown, retryAfter?: string | null): ApiError {
    const problem = isProblem(body) ? body : undefined;
    const errors = (problem?.errors ?? []).map(({ field, messageKey, detail }) =>
      detail === undefined ? { field, messageKey } : { field, messageKey, detail },
    );
    return new ApiError(
      status,
      problem?.messageKey ?? 'errors.apiError',
      errors,
      problem?.detail ?? problem?.title,
      body,
      retryAfter && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) : undefined,
    );
  }
}

function isProblem(body: unknown): body is Problem {
  return typeof body === 'object' && body !== null && typeof (body as { messageKey?: unknown }).messageKey === 'string';
}
