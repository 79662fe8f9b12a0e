/** A small grouped bar chart as standalone SVG text, for the benchmark report (no plotting dependency). */
export interface BarSeries {
  name: string;
  color: string;
  values: number[];
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function barChart(opts: { title: string; labels: string[]; series: BarSeries[]; unit: string; max?: number }): string {
  const { title, labels, series, unit } = opts;
  const width = 640;
  const rowH = 18 * series.length + 10;
  const left = 230;
  const top = 40;
  const height = top + rowH * labels.length + 30;
  const max = opts.max ?? Math.max(1e-9, ...series.flatMap((s) => s.values.filter(Number.isFinite)));
  const scale = (v: number): number => ((width - left - 70) * Math.max(0, Math.min(v, max))) / max;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="20" font-size="14" font-weight="bold">${esc(title)}</text>`,
  ];
  series.forEach((s, j) => {
    parts.push(`<rect x="${left + j * 150}" y="26" width="10" height="10" fill="${s.color}"/><text x="${left + 14 + j * 150}" y="35">${esc(s.name)}</text>`);
  });
  labels.forEach((label, i) => {
    const y0 = top + i * rowH;
    parts.push(`<text x="${left - 6}" y="${y0 + rowH / 2}" text-anchor="end">${esc(label)}</text>`);
    series.forEach((s, j) => {
      const v = s.values[i] ?? NaN;
      const y = y0 + 4 + j * 18;
      parts.push(`<rect x="${left}" y="${y}" width="${Number.isFinite(v) ? scale(v).toFixed(1) : 0}" height="14" fill="${s.color}"/>`);
      parts.push(`<text x="${left + (Number.isFinite(v) ? scale(v) : 0) + 4}" y="${y + 11}">${Number.isFinite(v) ? `${v.toFixed(v < 10 ? 2 : 0)} ${esc(unit)}` : 'n/a'}</text>`);
    });
  });
  parts.push('</svg>');
  return parts.join('\n');
}
