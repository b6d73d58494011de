// Sample series for the charts no task figure fits (money, traffic, skills, measurements). Every chart drawn
// from one says "Sample data" in its description; none of it comes from the server.
import { seriesColor } from '@kits/components/charts/chart-theme';
import type { CategoryData, PointData, ValueFormat } from './series';

/** Chart data from labels and named value lists (in label order), coloured in turn. */
export function categorySample(
  categoryName: string,
  labels: readonly string[],
  series: Readonly<Record<string, readonly number[]>>,
  format: ValueFormat = 'count',
): CategoryData {
  const named = Object.entries(series).map(([name, values], index) => ({
    key: `v${index}`,
    name,
    color: seriesColor(index),
    values,
  }));
  return {
    categoryName,
    format,
    series: named.map(({ key, name, color }) => ({ key, name, color })),
    rows: labels.map((label, row) => ({
      label,
      color: seriesColor(row),
      values: Object.fromEntries(named.map((one) => [one.key, one.values[row] ?? 0])),
    })),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Income and costs per month, in thousands. */
export const MONTHLY_FINANCE = categorySample(
  'Month',
  MONTHS,
  {
    Income: [42, 38, 51, 47, 55, 61, 58, 64, 70, 66, 73, 80],
    Costs: [30, 31, 35, 33, 38, 40, 41, 43, 45, 47, 49, 52],
    Profit: [12, 7, 16, 14, 17, 21, 17, 21, 25, 19, 24, 28],
  },
  'decimal',
);

/** Visits per weekday by device. */
export const WEEKLY_VISITS = categorySample('Day', WEEKDAYS, {
  Desktop: [820, 910, 880, 940, 860, 410, 380],
  Mobile: [640, 700, 720, 760, 810, 920, 870],
  Tablet: [120, 140, 130, 150, 160, 210, 190],
});

/** Sign-ups per month over two years. */
export const SIGNUPS_BY_YEAR = categorySample('Month', MONTHS, {
  'Last year': [120, 132, 101, 134, 190, 230, 210, 182, 191, 234, 290, 330],
  'This year': [220, 182, 191, 234, 290, 330, 310, 301, 334, 390, 420, 450],
});

/** Two people's skills, scored out of 10. */
export const TEAM_SKILLS = categorySample(
  'Skill',
  ['Design', 'Frontend', 'Backend', 'Testing', 'Writing', 'Planning'],
  { Maya: [9, 7, 4, 6, 8, 7], Omar: [4, 8, 9, 8, 5, 6] },
);

/** Visits by browser. */
export const BROWSER_SHARE = categorySample('Browser', ['Chrome', 'Safari', 'Firefox', 'Edge', 'Other'], {
  Visits: [6300, 2400, 900, 700, 300],
});

/** Server load per hour of the day, in percent. */
export const SERVER_LOAD = categorySample(
  'Hour',
  ['00', '03', '06', '09', '12', '15', '18', '21'],
  { 'CPU %': [22, 18, 25, 64, 78, 71, 55, 34], 'Memory %': [48, 47, 50, 62, 70, 68, 61, 52] },
  'decimal',
);

/** Goals reached this quarter, in percent of target. */
export const GOAL_PROGRESS = categorySample('Goal', ['Revenue', 'New customers', 'Retention', 'NPS'], {
  'Reached %': [82, 64, 91, 47],
});

/** Support tickets handled per day over two weeks (spark lines). */
export const DAILY_TICKETS = categorySample(
  'Day',
  Array.from({ length: 14 }, (_, index) => `Day ${index + 1}`),
  { Tickets: [34, 41, 38, 45, 52, 37, 29, 44, 48, 55, 51, 60, 47, 58] },
);

/** Orders per day over two weeks (spark lines). */
export const DAILY_ORDERS = categorySample(
  'Day',
  Array.from({ length: 14 }, (_, index) => `Day ${index + 1}`),
  { Orders: [12, 15, 11, 18, 21, 19, 25, 23, 20, 27, 31, 28, 33, 36] },
);

/** Sample points: per series, its points written "x,y" (or "x,y,z" with a bubble size), separated by spaces. */
export function pointSample(
  names: { x: string; y: string; z?: string },
  series: Readonly<Record<string, string>>,
): PointData {
  return {
    xName: names.x,
    yName: names.y,
    zName: names.z,
    series: Object.entries(series).map(([name, points], index) => ({
      name,
      color: seriesColor(index),
      points: points.split(' ').map((point) => {
        const [x = 0, y = 0, z] = point.split(',').map(Number);
        return { x, y, z };
      }),
    })),
  };
}

/** Estimated against actual hours of finished tasks, by team. */
export const ESTIMATES_VS_ACTUALS = pointSample(
  { x: 'Estimated hours', y: 'Actual hours' },
  {
    Design: '2,3 4,4.5 6,8 8,7 10,13 12,12.5 16,19',
    Engineering: '3,5 5,6 8,11 9,9 13,18 16,15 20,27',
    Support: '1,1.5 2,2 3,4 4,3.5 6,7 7,9',
  },
);

/** Projects by budget (thousands), progress (percent) and team size. */
export const PROJECT_PORTFOLIO = pointSample(
  { x: 'Budget (k)', y: 'Progress %', z: 'Team size' },
  {
    Product: '40,72,6 85,45,12 25,90,3 60,30,8',
    Engineering: '120,55,18 70,80,9 95,20,14 30,65,4',
    Marketing: '20,85,4 45,50,7 35,35,5',
  },
);

/** Market segments by growth and margin (percent), sized by revenue (millions). */
export const MARKET_SEGMENTS = pointSample(
  { x: 'Growth %', y: 'Margin %', z: 'Revenue (m)' },
  {
    Europe: '4,18,12 9,22,6 2,12,20 12,30,3',
    Americas: '7,15,25 15,26,8 5,20,14',
    Asia: '18,14,10 22,19,5 11,24,16 25,9,4',
  },
);

/** Features from idea to release this year (a funnel). */
export const RELEASE_FUNNEL = categorySample('Stage', ['Ideas', 'Planned', 'Started', 'In review', 'Released'], {
  Features: [120, 86, 64, 41, 30],
});

/** Tasks moving between statuses last month: from the row's status into the column's (a flow diagram). */
export const STATUS_FLOWS = categorySample('From', ['Open', 'Working', 'Pending Review'], {
  Working: [42, 0, 0],
  'Pending Review': [0, 31, 0],
  Completed: [0, 7, 27],
  Cancelled: [5, 4, 4],
});

const WORK_HOURS = ['08', '10', '12', '14', '16', '18'];

/** Tasks finished per weekday and two-hour slot over a quarter (a heatmap). */
export const COMPLETIONS_BY_HOUR = categorySample(
  'Day',
  WEEKDAYS,
  Object.fromEntries(
    WORK_HOURS.map((hour, slot) => [
      `${hour}:00`,
      [14, 18, 17, 16, 12, 2, 1].map((day) => Math.round(day * [0.6, 1.3, 0.7, 1.2, 1, 0.4][slot]!)),
    ]),
  ),
);

/** A share's price per trading day, in currency units: open, high, low, close (candlesticks). */
export const SHARE_PRICE = categorySample(
  'Day',
  ['Mar 2', 'Mar 3', 'Mar 4', 'Mar 5', 'Mar 6', 'Mar 9', 'Mar 10', 'Mar 11', 'Mar 12', 'Mar 13'],
  {
    Open: [102, 105.5, 104, 107, 106.5, 109, 111, 108, 110, 113],
    High: [106, 107, 108.5, 109, 110, 112.5, 112, 111, 114, 115],
    Low: [100.5, 103, 102.5, 105, 105, 108, 107, 106.5, 109, 111.5],
    Close: [105.5, 104, 107, 106.5, 109, 111, 108, 110, 113, 112],
  },
  'decimal',
);

/** Days from start to finish of last quarter's tasks, by team: spread as a box plot. */
export const CYCLE_TIME_BY_TEAM = categorySample(
  'Team',
  ['Design', 'Frontend', 'Backend', 'QA', 'Support'],
  {
    Minimum: [1, 1, 2, 0.5, 0.5],
    'First quartile': [2.5, 3, 4, 1.5, 1],
    Median: [4, 5, 6.5, 2.5, 2],
    'Third quartile': [6, 8, 10, 4, 3.5],
    Maximum: [11, 14, 19, 7, 6],
  },
  'decimal',
);

/** How many of last quarter's tasks took how long, in days (a histogram's bins). */
export const DAYS_TO_FINISH = categorySample(
  'Days to finish',
  ['0–2', '2–4', '4–6', '6–8', '8–10', '10–12', '12–14', '14+'],
  {
    Tasks: [18, 34, 41, 29, 17, 9, 5, 3],
  },
);

/** Mean days to finish of last quarter's tasks by team, and their standard deviation (error bars). */
export const MEAN_DAYS_BY_TEAM = categorySample(
  'Team',
  ['Design', 'Frontend', 'Backend', 'QA', 'Support'],
  { 'Mean days': [4.6, 5.9, 7.8, 2.9, 2.3], 'Standard deviation': [2.1, 3.2, 4.4, 1.5, 1.4] },
  'decimal',
);

/** Projects measured five ways (parallel coordinates). */
export const PROJECT_MEASURES = categorySample(
  'Project',
  ['Mobile app', 'Website', 'Billing', 'Onboarding', 'Data export'],
  {
    'Budget (k)': [85, 40, 120, 25, 60],
    'Progress %': [45, 72, 55, 90, 30],
    'Team size': [12, 6, 18, 3, 8],
    'Open tasks': [34, 12, 41, 5, 22],
    'Days late': [6, 0, 14, 0, 9],
  },
);

/**
 * A number from 0 to 1, the same each run: the sample points below are spread as if measured, and stay put.
 * (A linear congruential generator.)
 */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

/** 400 finished tasks by estimated and actual hours: most take about their estimate, longer ones overrun more. */
export const TASK_HOURS: PointData = (() => {
  const random = seededRandom(42);
  const points = Array.from({ length: 400 }, () => {
    const estimate = Math.round((1 + 15 * random() ** 1.6) * 2) / 2;
    // A sum of three draws clusters near the middle: most tasks near their estimate.
    const spread = (random() + random() + random()) / 3 - 0.35;
    return { x: estimate, y: Math.max(0.5, Math.round(estimate * (1 + spread) * 2) / 2) };
  });
  return {
    xName: 'Estimated hours',
    yName: 'Actual hours',
    series: [{ name: 'Tasks', color: seriesColor(0), points }],
  };
})();
