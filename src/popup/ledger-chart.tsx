/**
 * ε spent per day over the last 30 days as an SVG chart: one stacked bar per day, one colour per site (the four
 * sites that spent most, the rest as "other sites"), and the daily cap as a dashed line. The same numbers are
 * available as a table for screen readers and keyboard users.
 */
import type { LedgerState } from '../engine/dp/index.ts';

export interface DayTotal {
  day: string;
  epsilon: number;
  /** ε per series index (see SiteSeries). */
  parts: number[];
}

export interface SiteSeries {
  /** Host names in this series (the "other" series may hold several). */
  sites: string[];
  label: string;
  total: number;
}

export interface LedgerView {
  days: DayTotal[];
  series: SiteSeries[];
}

const MAX_NAMED = 4;

export function dayKey(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The last `n` local days ending today, with ε per site; sites ranked by total spend over those days. */
export function ledgerView(ledger: LedgerState | null, today: Date, n = 30): LedgerView {
  const keys: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(today);
    d.setDate(d.getDate() - i);
    keys.push(dayKey(d));
  }
  const totals = new Map<string, number>();
  for (const k of keys)
    for (const [site, cell] of Object.entries(ledger?.days[k] ?? {}))
      totals.set(site, (totals.get(site) ?? 0) + cell.epsilon);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const named = ranked.slice(0, ranked.length > MAX_NAMED + 1 ? MAX_NAMED : MAX_NAMED + 1);
  const rest = ranked.slice(named.length);
  const series: SiteSeries[] = named.map(([site, total]) => ({ sites: [site], label: site, total }));
  if (rest.length)
    series.push({
      sites: rest.map(([s]) => s),
      label: `${rest.length} other sites`,
      total: rest.reduce((s, [, t]) => s + t, 0),
    });
  const index = new Map<string, number>();
  series.forEach((s, i) => s.sites.forEach((site) => index.set(site, i)));
  const days = keys.map((day): DayTotal => {
    const parts = series.map(() => 0);
    let epsilon = 0;
    for (const [site, cell] of Object.entries(ledger?.days[day] ?? {})) {
      const i = index.get(site);
      if (i !== undefined) parts[i] = (parts[i] ?? 0) + cell.epsilon;
      epsilon += cell.epsilon;
    }
    return { day, epsilon, parts };
  });
  return { days, series };
}

function fmt(v: number): string {
  return v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2);
}

export function LedgerChart({ view, cap }: { view: LedgerView; cap: number }) {
  const width = 340;
  const height = 110;
  const top = 12;
  const bottom = 16;
  const plot = height - top - bottom;
  const { days, series } = view;
  const max = Math.max(cap, ...days.map((d) => d.epsilon), 1);
  const barW = width / Math.max(days.length, 1);
  const y = (v: number): number => top + plot - (v / max) * plot;
  const total = days.reduce((s, d) => s + d.epsilon, 0);
  const over = days.filter((d) => d.epsilon > cap).length;
  const first = days[0]?.day ?? '';
  const last = days[days.length - 1]?.day ?? '';
  return (
    <figure style={{ margin: 0 }}>
      <svg
        class="chart"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        data-testid="ledger-chart"
        aria-label={`Privacy budget spent per day over the last ${days.length} days: ε ${fmt(total)} in total across ${series.length} ${series.length === 1 ? 'site' : 'sites'}; daily cap ε ${cap}; ${over} ${over === 1 ? 'day' : 'days'} over the cap.`}
      >
        <line class="axis" x1={0} x2={width} y1={top + plot + 0.5} y2={top + plot + 0.5} stroke-width={1} />
        {days.map((d, i) => {
          let base = 0;
          return (
            <g key={d.day}>
              <title>{`${d.day}: ε ${fmt(d.epsilon)}${d.epsilon > cap ? ' (over the cap)' : ''}`}</title>
              {d.parts.map((v, s) => {
                if (v <= 0) return null;
                const y0 = y(base + v);
                const h = y(base) - y0;
                base += v;
                return (
                  <rect
                    key={s}
                    class={`s${Math.min(s + 1, 5)}`}
                    x={i * barW + 1}
                    y={y0}
                    width={Math.max(1, barW - 2)}
                    height={Math.max(h, 1)}
                  />
                );
              })}
            </g>
          );
        })}
        <line class="cap" x1={0} x2={width} y1={y(cap)} y2={y(cap)} stroke-width={1.5} stroke-dasharray="5 3" />
        <text x={width - 2} y={Math.max(y(cap) - 3, 9)} text-anchor="end">{`cap ${cap}`}</text>
        <text x={0} y={height - 3}>
          {first.slice(5)}
        </text>
        <text x={width} y={height - 3} text-anchor="end">
          {last.slice(5)}
        </text>
      </svg>
      <figcaption>
        <ul class="legend" aria-label="Sites">
          {series.map((s, i) => (
            <li key={s.label}>
              <span class={`swatch s${Math.min(i + 1, 5)}`} aria-hidden="true" />
              {`${s.label}: ε ${fmt(s.total)}`}
            </li>
          ))}
          <li>
            <span class="swatch cap" aria-hidden="true" />
            {`daily cap ε ${cap}`}
          </li>
          {series.length === 0 && <li class="muted">Nothing spent in the last {days.length} days.</li>}
        </ul>
      </figcaption>
      <details>
        <summary>Show as a table</summary>
        <table>
          <caption class="visually-hidden">ε spent per day and site</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {days
              .filter((d) => d.epsilon > 0)
              .map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  {d.parts.map((v, i) => (
                    <td key={i}>{fmt(v)}</td>
                  ))}
                  <td>{fmt(d.epsilon)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
