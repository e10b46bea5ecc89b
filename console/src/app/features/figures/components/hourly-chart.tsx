import { formatHour } from '../../../lib/format';
import { lookOf } from '../series-look';

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 64 };

export interface ChartLine {
  label: string;
  /** One per hour; null where the version had nothing that hour (a gap, not a zero). */
  values: (number | null)[];
}

interface HourlyChartProps {
  hours: string[];
  lines: ChartLine[];
  /** The top of the value axis. */
  ceiling: number;
  formatTick: (value: number) => string;
  /** The element naming the chart, and the one saying it in words. */
  titleId: string;
  summaryId: string;
}

/** Figures per hour, a line per version, each told apart by dash and mark as well as by colour. */
export function HourlyChart({ hours, lines, ceiling, formatTick, titleId, summaryId }: HourlyChartProps) {
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (index: number) => MARGIN.left + (hours.length > 1 ? (index / (hours.length - 1)) * plotWidth : plotWidth / 2);
  const y = (value: number) => MARGIN.top + plotHeight - (Math.min(value, ceiling) / ceiling) * plotHeight;
  const ticks = [0, ceiling / 2, ceiling];
  const labelEvery = Math.max(1, Math.ceil(hours.length / 6));

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={titleId} aria-describedby={summaryId}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#d4d4d8" />
          <text x={MARGIN.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#3f3f46">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {hours.map((hour, index) =>
        index % labelEvery === 0 || index === hours.length - 1 ? (
          <text key={hour} x={x(index)} y={HEIGHT - 10} textAnchor="middle" fontSize="11" fill="#3f3f46">
            {formatHour(hour)}
          </text>
        ) : null,
      )}
      {lines.map(({ label, values }) => {
        const look = lookOf(label);
        // A line through consecutive hours with figures; an hour without any breaks it.
        const path = values.map((value, index) => (value === null ? '' : `${index > 0 && values[index - 1] !== null ? 'L' : 'M'}${x(index)},${y(value)}`)).join(' ');
        return (
          <g key={label}>
            <path d={path} fill="none" stroke={look.colour} strokeWidth="2" strokeDasharray={look.dash} />
            {values.map((value, index) =>
              value === null ? null : look.mark === 'square' ? (
                <rect key={index} x={x(index) - 3.5} y={y(value) - 3.5} width="7" height="7" fill={look.colour} />
              ) : look.mark === 'diamond' ? (
                <rect key={index} x={x(index) - 3} y={y(value) - 3} width="6" height="6" fill={look.colour} transform={`rotate(45 ${x(index)} ${y(value)})`} />
              ) : (
                <circle key={index} cx={x(index)} cy={y(value)} r="3.5" fill={look.colour} />
              ),
            )}
          </g>
        );
      })}
    </svg>
  );
}
