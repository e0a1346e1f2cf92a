/** Where the API reports what it cannot tell the client (internal errors). */
export interface Logger {
  error(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
}

/** One JSON line per event on stderr/stdout, as log collectors (CloudWatch) read them. */
export const jsonLogger: Logger = {
  error(message, details) {
    console.error(JSON.stringify({ level: 'error', message, ...details }));
  },
  info(message, details) {
    console.log(JSON.stringify({ level: 'info', message, ...details }));
  },
};

/** A logger that keeps its lines (tests). */
export function memoryLogger(): Logger & { lines: { level: string; message: string; details?: unknown }[] } {
  const lines: { level: string; message: string; details?: unknown }[] = [];
  return {
    lines,
    error: (message, details) => lines.push({ level: 'error', message, details }),
    info: (message, details) => lines.push({ level: 'info', message, details }),
  };
}

/** An error as a log field: name, message and stack, never the request body. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { name: error.name, error: error.message, stack: error.stack };
  return { error: String(error) };
}
