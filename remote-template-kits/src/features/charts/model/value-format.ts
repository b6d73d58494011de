import { formatCount } from 'shared-ui';
import type { ValueFormat } from './series';

const decimalFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const formatDecimal = (value: number) => decimalFormat.format(value);

export function formatterOf(format: ValueFormat): (value: number) => string {
  return format === 'count' ? formatCount : formatDecimal;
}
