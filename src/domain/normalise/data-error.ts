/**
 * Raised when a reference-data record cannot be interpreted. The message always names the dataset
 * and the record, so a failed build points straight at the line of data to fix.
 */
export class DataError extends Error {
  readonly dataset: string;
  readonly recordId: string | null;

  constructor(dataset: string, recordId: string | null, problem: string) {
    super(`${dataset}${recordId === null ? '' : ` record ${recordId}`}: ${problem}`);
    this.name = 'DataError';
    this.dataset = dataset;
    this.recordId = recordId;
  }
}

/** A value that was repaired or dropped rather than rejected, kept so the build can report it. */
export interface DataWarning {
  dataset: string;
  recordId: string;
  field: string;
  message: string;
}

export interface RecordContext {
  dataset: string;
  recordId: string;
  warnings: DataWarning[];
}

export function warn(context: RecordContext, field: string, message: string): void {
  context.warnings.push({ dataset: context.dataset, recordId: context.recordId, field, message });
}

/**
 * Runs a field parser and turns its low-level error into a DataError naming the record and field,
 * so parsers stay small and context-free.
 */
export function readField<T>(context: RecordContext, field: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof DataError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DataError(context.dataset, context.recordId, `${field}: ${reason}`);
  }
}
