/** Latency summaries for benchmark output. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export function printTable(rows: Array<{ name: string; samples: number[] }>) {
  const lines = rows.map((r) => ({ name: r.name, ...summarize(r.samples) }));
  const width = Math.max(...lines.map((l) => l.name.length), 10);
  console.log(
    `${'query class'.padEnd(width)}  ${'n'.padStart(5)}  ${'median ms'.padStart(10)}  ${'p95 ms'.padStart(8)}  ${'max ms'.padStart(8)}`,
  );
  for (const l of lines) {
    console.log(
      `${l.name.padEnd(width)}  ${String(l.n).padStart(5)}  ${l.median.toFixed(1).padStart(10)}  ${l.p95.toFixed(1).padStart(8)}  ${l.max.toFixed(1).padStart(8)}`,
    );
  }
}
