/** One row of bars: its name (the table's column and the legend) and one value per label. */
export type ChartSeries = { name: string; values: readonly number[] };

type BarChartProps = {
  /** What the chart shows, read out as the figure's name. */
  title: string;
  /** The label of each bar group (a day, a week, a month), oldest first. */
  labels: readonly string[];
  /** At most two: the first drawn dark, the second light beside it. */
  series: readonly ChartSeries[];
};

const WIDTH = 300;
const HEIGHT = 100;
// Bootstrap text colours with fill="currentColor": the chart needs no stylesheet of its own.
const SHADES = ['text-primary', 'text-info'] as const;

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The bars of series `nth` of `count` as one path (a few bytes per bar), side by side with the other
 * series' bars in each group, scaled to the tallest value of the chart.
 */
function barsPath(values: readonly number[], top: number, nth: number, count: number): string {
  const step = WIDTH / values.length;
  const width = Math.max(0.5, tenth((step * 0.8) / count));
  return values
    .map((value, i) => {
      const height = tenth((value / top) * HEIGHT);
      return height > 0 ? `M${tenth(i * step + nth * width)} ${HEIGHT}v-${height}h${width}v${height}z` : '';
    })
    .join('');
}

/**
 * A bar chart drawn as plain SVG markup (no chart library reaches the phone), with the same numbers in
 * a table for screen readers and copying. The SVG stretches to the screen's width and prints as it is.
 */
export function BarChart({ title, labels, series }: BarChartProps) {
  const top = Math.max(1, ...series.flatMap((one) => one.values));
  return (
    <figure className="mb-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height="120"
        preserveAspectRatio="none"
        role="img"
        aria-label={title}
      >
        {series.map((one, i) => (
          <path
            key={one.name}
            className={SHADES[i]}
            fill="currentColor"
            d={barsPath(one.values, top, i, series.length)}
          />
        ))}
      </svg>
      <figcaption className="small d-flex flex-wrap gap-3">
        <span>{title}</span>
        {series.map((one, i) => (
          <span key={one.name}>
            <svg className={SHADES[i]} width="10" height="10" aria-hidden="true">
              <rect width="10" height="10" fill="currentColor" />
            </svg>{' '}
            {one.name}
          </span>
        ))}
        <span className="ms-auto">top {top}</span>
      </figcaption>
      <div className="table-responsive">
        <table className="table table-sm small">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {series.map((one) => (
                <th scope="col" key={one.name} className="text-end">
                  {one.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={label}>
                <th scope="row" className="fw-normal">
                  {label}
                </th>
                {series.map((one) => (
                  <td key={one.name} className="text-end">
                    {one.values[row]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
