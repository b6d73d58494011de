import { formatDate } from 'shared-ui';
import { CHART_GRID, CHART_TEXT, seriesColor } from '@kits/components/charts/chart-theme';
import { useMirroredChart } from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import { calendarCells, monthMarks, type MonthMark } from '../model/calendar';
import type { CategoryChartProps } from '../model/series';
import { formatterOf } from '../model/value-format';
import { DrawnChart, type DrawnMark } from './DrawnChart';
import { ShadeLegend } from './DrawnLegend';
import { SHADE_STEPS, shadeOf } from './draw-shade';

const DAY_LABEL_PX = 40;
const MONTH_LABEL_PX = 18;
const MIN_CELL_PX = 5;
const MAX_CELL_PX = 16;
// The weekday rows named: every other one, as the cells are small.
const WEEKDAY_LABELS = new Map([
  [0, 'Mon'],
  [2, 'Wed'],
  [4, 'Fri'],
]);

const MONTH_LABEL_ROOM_PX = 28;
const LABEL_STYLE = { fontSize: 11 };

/** The months with room for their name: none nearer than a name's width to the one before or to the end. */
function spacedMonths(months: readonly MonthMark[], weeks: number, cell: number): MonthMark[] {
  const kept: MonthMark[] = [];
  for (const month of months) {
    const previous = kept[kept.length - 1];
    const room = (next: number) => (next - month.week) * cell >= MONTH_LABEL_ROOM_PX;
    if ((!previous || (month.week - previous.week) * cell >= MONTH_LABEL_ROOM_PX) && room(weeks)) kept.push(month);
  }
  return kept;
}

/**
 * A calendar heatmap of the first series: its rows are days (labelled YYYY-MM-DD, in order), drawn a column per
 * week and a row per weekday, each day as dark as its count. Mirrored in a right-to-left page: the first week
 * rightmost, the weekdays named on the right.
 */
export default function CalendarHeatmapChart({ title, data }: CategoryChartProps<undefined>) {
  const mirrored = useMirroredChart();
  const formatValue = formatterOf(data.format);
  const series = data.series[0];
  const first = data.rows[0]?.label ?? '';
  const last = data.rows[data.rows.length - 1]?.label ?? first;
  const countOf = new Map(data.rows.map((row) => [row.label, row.values[series?.key ?? ''] ?? 0]));
  const max = Math.max(1, ...countOf.values());
  const cells = calendarCells(first, last);
  const weeks = (cells[cells.length - 1]?.week ?? 0) + 1;
  const color = series?.color ?? seriesColor(0);
  const total = [...countOf.values()].reduce((sum, count) => sum + count, 0);
  const description = `${formatValue(total)} ${series?.name.toLowerCase() ?? ''} from ${formatDate(first)} to ${formatDate(last)}, at most ${formatValue(max)} a day.`;

  const draw = (width: number) => {
    const cell = Math.max(MIN_CELL_PX, Math.min(MAX_CELL_PX, Math.floor((width - DAY_LABEL_PX) / weeks)));
    const gap = cell >= 10 ? 2 : 1;
    const gridWidth = weeks * cell;
    const left = mirrored ? width - DAY_LABEL_PX - gridWidth : DAY_LABEL_PX;
    const columnX = (week: number) => left + (mirrored ? weeks - 1 - week : week) * cell;
    const rowY = (weekday: number) => MONTH_LABEL_PX + weekday * cell;
    const marks: DrawnMark[] = cells.map((day) => {
      const count = countOf.get(day.date) ?? 0;
      const x = columnX(day.week);
      const y = rowY(day.weekday);
      const size = cell - gap;
      return {
        key: day.date,
        x: x + size / 2,
        y,
        tip: `${formatDate(day.date)}: ${formatValue(count)} ${series?.name.toLowerCase() ?? ''}`,
        shape: (
          <path
            className="drawn-chart-cell"
            d={`M${x},${y}h${size}v${size}h${-size}Z`}
            fill={count > 0 ? color : CHART_GRID}
            fillOpacity={count > 0 ? shadeOf(count, max) : 0.5}
          />
        ),
      };
    });
    const labelX = mirrored ? width - DAY_LABEL_PX + 6 : DAY_LABEL_PX - 6;
    const under = (
      <g fill={CHART_TEXT} style={LABEL_STYLE}>
        <g className="drawn-chart-category-axis">
          {[...WEEKDAY_LABELS].map(([weekday, label]) => (
            <text
              key={label}
              className="drawn-chart-label"
              x={labelX}
              y={rowY(weekday) + cell / 2}
              dominantBaseline="central"
              textAnchor={mirrored ? 'start' : 'end'}
            >
              {label}
            </text>
          ))}
        </g>
        {spacedMonths(monthMarks(cells), weeks, cell).map((month) => (
          <text
            key={`${month.week}-${month.label}`}
            className="drawn-chart-label"
            x={columnX(month.week) + (mirrored ? cell - gap : 0)}
            y={MONTH_LABEL_PX - 6}
            textAnchor={mirrored ? 'end' : 'start'}
          >
            {month.label}
          </text>
        ))}
      </g>
    );
    const legend = (
      <ShadeLegend color={color} opacities={SHADE_STEPS} least="Fewer" most={`${formatValue(max)} a day`} />
    );
    return { height: MONTH_LABEL_PX + 7 * cell + 4, under, marks, legend };
  };

  return <DrawnChart title={title} description={description} height={CHART_HEIGHT_PX} draw={draw} />;
}
