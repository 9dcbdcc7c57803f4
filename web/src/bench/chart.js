// The benchmarks chart as inline SVG: one group of horizontal bars per
// scenario (one bar per series, named at its left, in the series' colour),
// each group scaled to its slowest bar so that short and long scenarios are
// equally readable; seconds at each bar.
const BAR = 14;
const GAP = 3;
const HEAD = 18;
const GROUP_GAP = 12;
const LABEL = 250;
const WIDTH = 760;
const VALUE = 70;

const escapeXml = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const seconds = (value) => (value == null ? 'not run' : `${value.toFixed(3)} s`);
const clip = (text, max) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

// rows: [{ name, values: { key: seconds | null } }]; series: [{ key, label, short, color }].
export function chartMarkup(rows, series) {
  const groupHeight = HEAD + series.length * (BAR + GAP) + GROUP_GAP;
  const height = rows.length * groupHeight;
  const span = WIDTH - LABEL - VALUE;
  const parts = [];
  rows.forEach((row, r) => {
    const top = r * groupHeight;
    const max = Math.max(...series.map((s) => row.values[s.key] ?? 0)) || 1;
    parts.push(`<text x="0" y="${top + 13}" font-weight="600">${escapeXml(row.name)}</text>`);
    series.forEach((s, i) => {
      const value = row.values[s.key];
      const y = top + HEAD + i * (BAR + GAP);
      const width = value == null ? 0 : Math.max(1, (value / max) * span);
      parts.push(`<text x="${LABEL - 6}" y="${y + BAR - 3}" text-anchor="end">${escapeXml(clip(s.short ?? s.label, 38))}</text>`,
        `<rect x="${LABEL}" y="${y}" width="${width.toFixed(1)}" height="${BAR}" fill="${s.color}" data-series="${s.key}">`
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
