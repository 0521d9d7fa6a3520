/**
 * What the import did besides writing files: records dropped (with the reason), values repaired,
 * and counts. Printed at the end so a human can check nothing surprising happened.
 */
export interface DroppedRecord {
  category: string;
  brandName: string;
  productId: string;
  name: string;
  reason: string;
}

export class ImportLog {
  readonly dropped: DroppedRecord[] = [];
  readonly notes = new Map<string, string[]>();

  drop(record: DroppedRecord): void {
    this.dropped.push(record);
  }

  /** Groups repeated observations (e.g. "rate given as a percentage") under one heading. */
  note(topic: string, detail: string): void {
    const list = this.notes.get(topic) ?? [];
    list.push(detail);
    this.notes.set(topic, list);
  }

  render(counts: Record<string, number>, sizes: Record<string, number>): string {
    const lines: string[] = ['CDR import summary', ''];
    lines.push('Records written:');
    for (const [name, count] of Object.entries(counts)) lines.push(`  ${name.padEnd(34)} ${count}`);
    lines.push('', 'File sizes:');
    let total = 0;
    for (const [name, bytes] of Object.entries(sizes)) {
      total += bytes;
      lines.push(`  ${name.padEnd(34)} ${(bytes / 1024).toFixed(1)} KB`);
    }
    lines.push(`  ${'total'.padEnd(34)} ${(total / 1024).toFixed(1)} KB`);

    const byReason = new Map<string, DroppedRecord[]>();
    for (const record of this.dropped) {
      const key = `${record.category}: ${record.reason}`;
      byReason.set(key, [...(byReason.get(key) ?? []), record]);
    }
    lines.push('', `Dropped records (${this.dropped.length}):`);
    for (const [reason, records] of [...byReason.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`  ${reason} (${records.length})`);
      for (const record of records)
        lines.push(`    - ${record.brandName}: ${record.name.trim()} [${record.productId}]`);
    }
    if (this.notes.size > 0) {
      lines.push('', 'Repairs and assumptions:');
      for (const [topic, details] of [...this.notes.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        lines.push(`  ${topic} (${details.length})`);
        for (const detail of details.slice(0, 12)) lines.push(`    - ${detail}`);
        if (details.length > 12) lines.push(`    ... and ${details.length - 12} more`);
      }
    }
    return lines.join('\n');
  }
}
