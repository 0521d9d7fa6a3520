import type { TypicalRate } from '../../domain/finance/typical-rate';

/** What the build hands each calculator page (gatsby/calculator-pages.ts). */
export interface CalculatorPageContext {
  /** The rate the calculator suggests, from the banks' data; null when the data has none. */
  typicalRate: TypicalRate | null;
}
