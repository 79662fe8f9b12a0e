/** ε spent per day over the last 30 days as an SVG bar chart, with the daily cap as a line. */
import type { LedgerState } from '../engine/dp/index.ts';

export interface DayTotal {
  day: string;
  epsilon: number;
}

export function lastDays(ledger: LedgerState | null, today: Date, n = 30): DayTotal[] {
  const out: DayTotal[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(today);
    d.setDate(d.getDate() - i);
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const sites = ledger?.days[key] ?? {};
    out.push({ day: key, epsilon: Object.values(sites).reduce((sum, c) => sum + c.epsilon, 0) });
  }
  return out;
}

export function LedgerChart({ days, cap }: { days: DayTotal[]; cap: number }) {
  const width = 300;
  const height = 90;
  const max = Math.max(cap, ...days.map((d) => d.epsilon), 1);
  const barW = width / days.length;
  const y = (v: number): number => height - (v / max) * (height - 4);
  const total = days.reduce((s, d) => s + d.epsilon, 0);
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`Privacy budget spent over the last ${days.length} days: ε ${total.toFixed(1)} in total; daily cap ${cap}`}>
      {days.map((d, i) => (
        <rect key={d.day} x={i * barW + 1} y={y(d.epsilon)} width={Math.max(1, barW - 2)} height={height - y(d.epsilon)} fill={d.epsilon > cap ? '#c5221f' : 'currentColor'} opacity={0.8}>
          <title>{`${d.day}: ε ${d.epsilon.toFixed(2)}`}</title>
        </rect>
      ))}
      <line x1={0} x2={width} y1={y(cap)} y2={y(cap)} stroke="#c5221f" stroke-dasharray="4 3" />
    </svg>
  );
}
