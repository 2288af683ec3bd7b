import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

describe('BarChart', () => {
  const labels = Array.from({ length: 30 }, (_, i) => `${i + 1} Nov`);
  const views = labels.map((_, i) => 1000 + i * 37);
  const applications = labels.map((_, i) => i * 3);
  const html = renderToStaticMarkup(
    <BarChart
      title="Views and applications"
      labels={labels}
      series={[
        { name: 'Views', values: views },
        { name: 'Applications', values: applications },
      ]}
    />,
  );

  it('when 30 days of two figures are drawn, then the SVG stays under 3 KB', () => {
    const svg = /<svg[^>]*role="img"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    expect(svg).toContain('aria-label="Views and applications"');
    expect(svg.length).toBeLessThanOrEqual(3 * 1024);
  });

  it('when drawn, then every number is also in the table, one row per label', () => {
    expect(html.match(/<tr>/g)).toHaveLength(31);
    expect(html).toContain('<td class="text-end">2073</td>');
    expect(html).toContain('<td class="text-end">87</td>');
  });

  it('when every value is zero, then no bar is drawn and nothing divides by zero', () => {
    const empty = renderToStaticMarkup(
      <BarChart title="Nothing" labels={['a']} series={[{ name: 'x', values: [0] }]} />,
    );
    expect(empty).toContain('d=""');
    expect(empty).not.toContain('NaN');
  });
});
