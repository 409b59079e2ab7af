/**
 * One error type with a stable code and HTTP status, mapped once by the server's error
 * handler. Expected business outcomes are returned as values, not thrown.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly isReportable: boolean;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: string,
    message: string,
    options: {
      status?: number;
      isReportable?: boolean;
      details?: Record<string, unknown>;
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
export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError('bad_request', message, { status: 400, details });
export const gone = (message: string) => new AppError('gone', message, { status: 410 });
