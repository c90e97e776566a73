import { LANGUAGE_TAGS, type SupportedLanguage } from '@platform/contracts';
import { E4 } from './fair-math';

/**
 * The board drawn in SVG units: row r has r + 3 pegs, the last row's gaps are the rows + 1 slots.
 * A ball that took R rights in its first k rows sits on peg R + 1 of row k, so its path is exact.
 */
const WIDTH = 1000;
const TOP = 40;

export const boardGeometry = (rows: number) => {
  const gap = WIDTH / (rows + 2);
  const rise = gap * 0.86;
  const slotY = TOP + rows * rise + gap * 0.1;
  return {
    gap,
    rise,
    slotY,
    slotHeight: gap * 0.78,
    height: slotY + gap * 0.78 + 8,
    pegRadius: Math.max(5, gap * 0.1),
    ballRadius: gap * 0.22,
    pegX: (row: number, index: number) => WIDTH / 2 + (index - (row + 2) / 2) * gap,
    rowY: (row: number) => TOP + row * rise,
    slotX: (slot: number) => WIDTH / 2 + (slot - rows / 2) * gap,
  };
};

/** Where the ball is after each of its rows: above the first peg, then on each peg, then in its slot. */
export const ballPoints = (rows: number, path: readonly (0 | 1)[]) => {
  const board = boardGeometry(rows);
  const points: { x: number; y: number }[] = [{ x: WIDTH / 2, y: board.rowY(0) - board.rise * 0.9 }];
  let rights = 0;
  for (let step = 0; step < path.length; step += 1) {
    points.push({
      x: board.pegX(step, rights + 1),
      y: board.rowY(step) - board.pegRadius - board.ballRadius,
    });
    rights += path[step] ?? 0;
  }
  points.push({ x: board.slotX(rights), y: board.slotY + board.slotHeight / 2 });
  return points;
};

/** Slot labels kept short enough for 17 slots on a phone: "1000", "5,6", "0,2". */
const shortMultiplier = (multiplierE4: number, language: SupportedLanguage) =>
  new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    maximumFractionDigits: multiplierE4 >= 100 * E4 ? 0 : multiplierE4 >= 10 * E4 ? 1 : 2,
    useGrouping: false,
  }).format(multiplierE4 / E4);

/** Edge slots hot (red), the middle warm (amber): colour by distance from the middle. */
const slotHue = (slot: number, rows: number) => {
  const distance = Math.abs(slot - rows / 2) / (rows / 2);
  return Math.round(48 - 48 * distance);
};

export type PlinkoBall = { id: number; rows: number; points: { x: number; y: number }[]; step: number };

export const PlinkoBoard = (props: {
  rows: number;
  table: readonly number[];
  balls: readonly PlinkoBall[];
  /** The slot each recent landing hit, with a key so the same slot flashes again. */
  hits: readonly { slot: number; key: number }[];
  label: string;
  language: SupportedLanguage;
}) => {
  const { rows, table } = props;
  const board = boardGeometry(rows);
  const lit = new Map(props.hits.map((hit) => [hit.slot, hit.key]));
  return (
    <svg
      className="plinko-board"
      viewBox={`0 0 ${WIDTH} ${board.height}`}
      role="img"
      aria-label={props.label}
    >
      <g className="plinko-pegs">
        {Array.from({ length: rows }, (_, row) =>
          Array.from({ length: row + 3 }, (_, index) => (
            <circle
              key={`${row}-${index}`}
              cx={board.pegX(row, index)}
              cy={board.rowY(row)}
              r={board.pegRadius}
            />
          )),
        )}
      </g>
      <g className="plinko-slots">
        {table.map((multiplier, slot) => {
          const x = board.slotX(slot) - board.gap / 2 + 3;
          const hitKey = lit.get(slot);
          const label = shortMultiplier(multiplier, props.language);
          const fontSize = Math.min(32, board.gap * 0.42);
          // A label wider than its slot is narrowed to fit rather than shrunk out of reading size.
          const room = board.gap - 12;
          const squeeze = label.length * fontSize * 0.62 > room;
          return (
            <g
              key={hitKey === undefined ? slot : `${slot}-${hitKey}`}
              className={hitKey === undefined ? 'plinko-slot' : 'plinko-slot is-hit'}
              style={{ ['--slot-hue' as string]: slotHue(slot, rows) }}
            >
              <rect
                x={x}
                y={board.slotY}
                width={board.gap - 6}
                height={board.slotHeight}
                rx={board.gap * 0.12}
              />
              <text
                x={board.slotX(slot)}
                y={board.slotY + board.slotHeight / 2}
                fontSize={fontSize}
                dominantBaseline="central"
                textAnchor="middle"
                {...(squeeze ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {})}
              >
                {label}
              </text>
            </g>
          );
        })}
      </g>
      <g className="plinko-balls">
        {props.balls
          .filter((ball) => ball.rows === rows)
          .map((ball) => {
            const point = ball.points[Math.min(ball.step, ball.points.length - 1)] ?? { x: 0, y: 0 };
            return (
              <circle
                key={ball.id}
                className="plinko-ball"
                r={board.ballRadius}
                cx={0}
                cy={0}
                style={{ transform: `translate(${point.x}px, ${point.y}px)` }}
              />
            );
          })}
      </g>
    </svg>
  );
};
