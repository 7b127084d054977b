import fs from 'node:fs';
import os from 'node:os';
import type { Load } from './load';

const MIB = 1024 * 1024;
export const RSS_LIMIT_MIB = 150;

/**
 * minRps: requests per second the target sustains (the write budgets of issue 30). maxP99Ms is
 * met when the p99 is under it or, with p99VsBaseline, under that many times the p99 of the
 * same-bytes baseline in the same turns (decision 0041: the machine's own floor).
 */
export type Budget = { minRatio?: number; maxP99Ms?: number; p99VsBaseline?: number; minRps?: number };

export type Row = {
  db: string;
  target: string;
  load: Load;
  ratio: number | undefined;
  /** The same ratio from the server's CPU time per request (load.cpuMicros): reported, not budgeted. */
  cpuRatio: number | undefined;
  budget: Budget | undefined;
  /** The p99 of the baseline measured in turns with this row, for Budget.p99VsBaseline. */
  baselineP99Ms?: number;
};

/** The p99 a row may reach: its budget's, or the baseline's times p99VsBaseline where that is more. */
function allowedP99(row: Row): number | undefined {
  const { budget, baselineP99Ms } = row;
  if (budget?.maxP99Ms === undefined) return undefined;
  if (budget.p99VsBaseline === undefined || baselineP99Ms === undefined) return budget.maxP99Ms;
  return Math.max(budget.maxP99Ms, budget.p99VsBaseline * baselineP99Ms);
}

/**
 * The app's largest RSS over the read rows (the budget in bench/README.md, "Budgets") or
 * over the two write rows, which have no budget and are reported.
 */
export type RssRow = { db: string; load: 'read' | 'write'; maxRss: number | undefined };

export type Report = { rows: Row[]; rss: RssRow[]; notes: string[] };

function budgetText(budget: Budget | undefined): string {
  if (!budget) return 'baseline';
  const parts: string[] = [];
  if (budget.minRatio === undefined && budget.maxP99Ms === undefined && budget.minRps === undefined)
    return 'none (reported)';
  if (budget.minRps !== undefined) parts.push(`>= ${budget.minRps} req/s`);
  if (budget.minRatio !== undefined) parts.push(`>= ${budget.minRatio}x`);
  if (budget.maxP99Ms !== undefined)
    parts.push(
      `p99 <= ${budget.maxP99Ms} ms` +
        (budget.p99VsBaseline === undefined ? '' : ` or ${budget.p99VsBaseline}x baseline's`),
    );
  return parts.join(', ');
}

/** Why a row misses its budget; empty when it passes. */
export function misses(row: Row): string[] {
  const { load, ratio, budget } = row;
  const out: string[] = [];
  if (load.non2xx > 0) out.push(`${load.non2xx} non-2xx responses`);
  if (load.errors > 0) out.push(`${load.errors} connection errors (${load.timeouts} timeouts)`);
  if (budget?.minRatio !== undefined && (ratio ?? 0) < budget.minRatio) {
    out.push(`ratio ${(ratio ?? 0).toFixed(2)}x < ${budget.minRatio}x`);
  }
  if (budget?.minRps !== undefined && load.requestsPerSecond < budget.minRps) {
    out.push(`${Math.round(load.requestsPerSecond)} req/s < ${budget.minRps} req/s`);
  }
  const allowed = allowedP99(row);
  if (allowed !== undefined && load.p99Ms > allowed) {
    out.push(`p99 ${load.p99Ms} ms > ${allowed} ms`);
  }
  return out;
}

function rssMisses(row: RssRow): string[] {
  if (row.maxRss === undefined) return ['RSS could not be read'];
  if (row.load === 'write') return [];
  const mib = row.maxRss / MIB;
  return mib > RSS_LIMIT_MIB ? [`max RSS ${mib.toFixed(1)} MiB > ${RSS_LIMIT_MIB} MiB`] : [];
}

const HEADER = [
  'database',
  'target',
  'req/s',
  'p99 ms',
  'ratio',
  'CPU µs/req',
  'DB CPU µs/req',
  'CPU ratio',
  'non-2xx',
  'budget',
  'result',
];

function cells(report: Report): string[][] {
  const load = report.rows.map((row) => [
    row.db,
    row.target,
    Math.round(row.load.requestsPerSecond).toString(),
    row.load.p99Ms.toString(),
    row.ratio === undefined ? '1.00x' : `${row.ratio.toFixed(2)}x`,
    row.load.cpuMicros === undefined ? '?' : Math.round(row.load.cpuMicros).toString(),
    row.load.databaseCpuMicros === undefined ? '' : Math.round(row.load.databaseCpuMicros).toString(),
    row.ratio === undefined ? '1.00x' : row.cpuRatio === undefined ? '?' : `${row.cpuRatio.toFixed(2)}x`,
    row.load.non2xx.toString(),
    budgetText(row.budget),
    misses(row).length ? 'FAIL' : 'pass',
  ]);
  const rss = report.rss.map((row) => [
    row.db,
    row.load === 'read' ? 'app max RSS under the read rows' : 'app max RSS under the write rows',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    row.load === 'read' ? `<= ${RSS_LIMIT_MIB} MiB` : 'none (reported)',
    `${row.maxRss === undefined ? '?' : (row.maxRss / MIB).toFixed(1)} MiB ${rssMisses(row).length ? 'FAIL' : 'pass'}`,
  ]);
  return [...load, ...rss];
}

/** Every missed budget as one line each, e.g. `BUDGET MISSED: sqlite GET /api/kinks: ratio 0.52x < 0.8x`. */
export function missedLines(report: Report): string[] {
  return [
    ...report.rows.flatMap((row) => misses(row).map((why) => `${row.db} ${row.target}: ${why}`)),
    ...report.rss.flatMap((row) => rssMisses(row).map((why) => `${row.db} app (read rows): ${why}`)),
  ].map((line) => `BUDGET MISSED: ${line}`);
}

/** Columns padded to their widest cell (at least 3, for the markdown rule). */
function padded(rows: string[][]): string[][] {
  const widths = HEADER.map((_, i) => Math.max(3, ...rows.map((row) => (row[i] ?? '').length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)));
}

export function textTable(report: Report): string {
  return padded([HEADER, ...cells(report)])
    .map((row) => row.join('  ').trimEnd())
    .join('\n');
}

/** A markdown table laid out exactly as Prettier formats it, so `npm run lint` stays clean. */
function markdownTable(report: Report): string[] {
  const [header = [], ...body] = padded([HEADER, ...cells(report)]);
  const rule = header.map((cell) => '-'.repeat(cell.length));
  return [header, rule, ...body].map((row) => `| ${row.join(' | ')} |`);
}

function machine(): string {
  const cpus = os.cpus();
  return `${new Date().toISOString()}, Node ${process.version}, ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores`;
}

export function writeMarkdown(file: string, report: Report): void {
  const missed = missedLines(report);
  const text = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` (bench/run.ts): ${machine()}.`,
    '50 connections, 10 s per target after a 2 s warm-up. Ratios: each read against a bare Fastify sending the same answer, headers and body, to the same request (budgeted reads in turns with it, bench/README.md), or against hello-world where the row says so; the writes against hello-world.',
    "CPU µs/req: the answering server's CPU time (user + system) per request; DB CPU µs/req: the CPU time of every PostgreSQL process per request, for the PostgreSQL writes (what instances of the app share); CPU ratio: the same ratio from the server's (the baseline's CPU per request over the target's).",
    '',
    ...markdownTable(report),
    '',
    ...(missed.length ? missed.map((l) => `- ${l}`) : ['All budgets met.']),
    ...(report.notes.length ? ['', ...report.notes.map((n) => `- ${n}`)] : []),
    '',
  ].join('\n');
  fs.writeFileSync(file, text);
}
