/** RFC 9457 problem details, the body of every error the API answers. */
export interface FieldError {
  field: string;
  messageKey: string;
  detail?: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  messageKey: string;
  detail?: string;
  errors?: FieldError[];
  /** A 409 for a stale version of an admin write: the item as it is now, so that the editor can merge. */
  current?: unknown;
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  405: 'Method Not Allowed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** An error a caller caused or may see; the error middleware turns it into a problem response. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly messageKey: string;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  readonly current: unknown;

  constructor(
    status: number,
    messageKey: string,
    options: { detail?: string; errors?: FieldError[]; headers?: Record<string, string>; current?: unknown } = {},
  ) {
    super(options.detail ?? messageKey);
    this.status = status;
    this.messageKey = messageKey;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.current = options.current;
  }

  toBody(): ProblemBody {
    const body = problemBody(this.status, this.messageKey, { detail: this.detail, errors: this.errors });
    if (this.current !== undefined) body.current = this.current;
    return body;
  }

  private get detail(): string | undefined {
    return this.message === this.messageKey ? undefined : this.message;
  }
}

export function problemBody(
  status: number,
  messageKey: string,
  options: { detail?: string; errors?: FieldError[] } = {},
): ProblemBody {
  const body: ProblemBody = { type: 'about:blank', title: titles[status] ?? 'Error', status, messageKey };
  if (options.detail) body.detail = options.detail;
  if (options.errors && options.errors.length > 0) body.errors = options.errors;
  return body;
}

export const unauthorized = () => new HttpProblem(401, 'errors.unauthorized');
export const forbidden = (messageKey = 'errors.forbidden') => new HttpProblem(403, messageKey);
export const notFound = (messageKey = 'errors.notFound') => new HttpProblem(404, messageKey);
