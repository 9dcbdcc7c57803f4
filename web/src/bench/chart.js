// The benchmarks chart as inline SVG: one group of horizontal bars per
// scenario (one bar per series), each group scaled to its slowest bar so
// that short and long scenarios are equally readable; seconds at each bar.
const BAR = 14;
const GAP = 3;
const GROUP_GAP = 16;
const LABEL = 120;
const WIDTH = 720;
const VALUE = 70;
const LEGEND_LINE = 16;

const escapeXml = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const seconds = (value) => (value == null ? 'not run' : `${value.toFixed(3)} s`);

// rows: [{ name, values: { key: seconds | null } }]; series: [{ key, label, className }].
export function chartMarkup(rows, series) {
  const groupHeight = series.length * (BAR + GAP) + GROUP_GAP;
  const legendHeight = series.length * LEGEND_LINE + 8;
  const height = legendHeight + rows.length * groupHeight;
  const span = WIDTH - LABEL - VALUE;
  const parts = [];
  series.forEach((s, i) => {
    const y = 4 + i * LEGEND_LINE;
    parts.push(`<rect x="${LABEL}" y="${y}" width="12" height="12" class="${s.className}"/>`,
      `<text x="${LABEL + 16}" y="${y + 11}">${escapeXml(s.label)}</text>`);
  });
  rows.forEach((row, r) => {
    const top = legendHeight + r * groupHeight;
    const max = Math.max(...series.map((s) => row.values[s.key] ?? 0)) || 1;
    parts.push(`<text x="0" y="${top + BAR}" font-weight="600">${escapeXml(row.name)}</text>`);
    series.forEach((s, i) => {
      const value = row.values[s.key];
      const y = top + i * (BAR + GAP);
      const width = value == null ? 0 : Math.max(1, (value / max) * span);
      parts.push(`<rect x="${LABEL}" y="${y}" width="${width.toFixed(1)}" height="${BAR}" class="${s.className}">`
        + `<title>${escapeXml(`${row.name}, ${s.label}: ${seconds(value)}`)}</title></rect>`,
      `<text x="${(LABEL + width + 4).toFixed(1)}" y="${y + BAR - 3}">${seconds(value)}</text>`);
    });
  });
  return { viewBox: `0 0 ${WIDTH} ${height}`, markup: parts.join('') };
}

export function renderChart(svg, rows, series) {
  const { viewBox, markup } = chartMarkup(rows, series);
  svg.setAttribute('viewBox', viewBox);
  svg.innerHTML = markup;
}
