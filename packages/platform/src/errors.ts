/** What a client is told beyond the message: fields, or a list such as one entry per bad parameter. */
export type ErrorDetails = Record<string, unknown> | readonly unknown[];

/**
 * One error type with a stable code and HTTP status, mapped once by the server's error
 * handler. Expected business outcomes are returned as values, not thrown.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly isReportable: boolean;
  readonly details: ErrorDetails | undefined;

  constructor(
    code: string,
    message: string,
    options: {
      status?: number;
      isReportable?: boolean;
      details?: ErrorDetails | undefined;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? 400;
    this.isReportable = options.isReportable ?? this.status >= 500;
    this.details = options.details;
  }
}

export const notFound = (message: string) => new AppError('not_found', message, { status: 404 });
export const badRequest = (message: string, details?: ErrorDetails) =>
  new AppError('bad_request', message, { status: 400, details });
export const gone = (message: string) => new AppError('gone', message, { status: 410 });
