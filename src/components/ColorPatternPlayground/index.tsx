import {useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';

import {errorText} from './errorText';
import {MAX_POINTS, parsePattern, type ParseSuccess, type PatternPoint} from './parsePattern';
import styles from './styles.module.css';

const START_BUTTON = '0,0,#34A853|40,0,#34A853|20,10,#FFFFFF|0,20,#34A853|40,20,#34A853';

/** The example patterns, labelled in the page's language (translate() reads the locale at render time). */
function presets() {
  return [
    {
      label: translate({
        id: 'tapcraft.colorPattern.preset.startButton',
        message: 'Green start button',
      }),
      pattern: START_BUTTON,
    },
    {
      label: translate({id: 'tapcraft.colorPattern.preset.healthBar', message: 'Red health bar'}),
      pattern: '0,0,#D32F2F|10,0,#D32F2F|20,0,#D32F2F|30,0,#5D4037|0,4,#212121',
    },
    {
      label: translate({id: 'tapcraft.colorPattern.preset.broken', message: 'Broken pattern'}),
      pattern: '0,0,#1E88E5|8,0,#1E88E|0,8,#FFFFFF',
    },
  ];
}

/** Size of the square SVG preview, in SVG user units. */
const VIEW = 240;
const PAD = 24;

/** A step of 1, 2 or 5 times a power of ten that gives at most ~8 lines. */
function niceStep(span: number): number {
  const rough = Math.max(span / 8, 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const factor of [1, 2, 5, 10]) {
    if (factor * power >= rough) {
      return factor * power;
    }
  }
  return 10 * power;
}

function gridLines(min: number, max: number, step: number): number[] {
  const lines: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max; v += step) {
    lines.push(v);
  }
  return lines;
}

function computeLayout(points: readonly PatternPoint[]) {
  const xs = [0, ...points.map((p) => p.x)];
  const ys = [0, ...points.map((p) => p.y)];
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const width = maxX - minX;
  const height = maxY - minY;
  const span = Math.max(width, height, 1);
  const inner = VIEW - 2 * PAD;
  const scale = inner / span;
  // Centre the shorter side so the points sit in the middle of the grid.
  const left = PAD + (inner - width * scale) / 2;
  const top = PAD + (inner - height * scale) / 2;
  const step = niceStep(span);
  // Extend the grid to the whole square, not just the points' bounding box.
  const extraX = (inner - width * scale) / 2 / scale;
  const extraY = (inner - height * scale) / 2 / scale;
  return {
    toX: (x: number) => left + (x - minX) * scale,
    toY: (y: number) => top + (y - minY) * scale,
    linesX: gridLines(minX - extraX, maxX + extraX, step),
    linesY: gridLines(minY - extraY, maxY + extraY, step),
    width,
    height,
  };
}

function PatternGrid({points, titleId}: {points: PatternPoint[]; titleId: string}): ReactNode {
  const layout = computeLayout(points);
  const {toX, toY} = layout;
  const {selectMessage} = usePluralForm();
  const summary = selectMessage(
    points.length,
    translate(
      {
        id: 'tapcraft.colorPattern.preview',
        message:
          'Preview of {count} point, spanning {width} by {height} pixels from the anchor at 0,0.|Preview of {count} points, spanning {width} by {height} pixels from the anchor at 0,0.',
        description: 'One plural form per form of the language, separated by |',
      },
      {count: points.length, width: layout.width, height: layout.height},
    ),
  );

  return (
    <svg
      className={styles.grid}
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      width={VIEW}
      height={VIEW}
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{summary}</title>
      <rect className={styles.gridBackground} x={0} y={0} width={VIEW} height={VIEW} rx={8} />
      {layout.linesX.map((v) => (
        <line
          key={`x${v}`}
          className={v === 0 ? styles.axis : styles.gridLine}
          x1={toX(v)}
          x2={toX(v)}
          y1={4}
          y2={VIEW - 4}
        />
      ))}
      {layout.linesY.map((v) => (
        <line
          key={`y${v}`}
          className={v === 0 ? styles.axis : styles.gridLine}
          x1={4}
          x2={VIEW - 4}
          y1={toY(v)}
          y2={toY(v)}
        />
      ))}
      {points.map((p, i) => (
        <g key={`${p.x},${p.y}`}>
          {i === 0 ? (
            <circle className={styles.anchorRing} cx={toX(p.x)} cy={toY(p.y)} r={11} />
          ) : null}
          <circle className={styles.dot} cx={toX(p.x)} cy={toY(p.y)} r={7} fill={p.color} />
          <text className={styles.dotLabel} x={toX(p.x) + 10} y={toY(p.y) - 9}>
            {i + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}

function PointTable({points}: {points: PatternPoint[]}): ReactNode {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        <Translate id="tapcraft.colorPattern.parsedPoints">Parsed points</Translate>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="tapcraft.colorPattern.point">Point</Translate>
          </th>
          <th scope="col">x</th>
          <th scope="col">y</th>
          <th scope="col">
            <Translate id="tapcraft.colorPattern.colour">Colour</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {points.map((p, i) => (
          <tr key={`${p.x},${p.y}`}>
            <td>
              {i === 0 ? (
                <Translate id="tapcraft.colorPattern.anchorPoint">1 (anchor)</Translate>
              ) : (
                i + 1
              )}
            </td>
            <td>{p.x}</td>
            <td>{p.y}</td>
            <td>
              <span
                className={styles.swatch}
                style={{backgroundColor: p.color}}
                aria-hidden="true"
              />
              <code>{p.color}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function pythonFor(pattern: string): string {
  return [
    'from tapcraft.android.screen import find_colors',
    '',
    `point = find_colors("${pattern}", similarity=0.9)`,
  ].join('\n');
}

/** The pattern the reader types, and the last one that parsed, which the preview keeps showing. */
function usePattern() {
  const [value, setValue] = useState<string>(START_BUTTON);
  const result = useMemo(() => parsePattern(value), [value]);
  const initial = useMemo(() => parsePattern(START_BUTTON), []);
  const [lastValid, setLastValid] = useState<ParseSuccess | null>(initial.ok ? initial : null);
  const update = (next: string) => {
    setValue(next);
    const parsed = parsePattern(next);
    if (parsed.ok) setLastValid(parsed);
  };
  return {value, update, result, shown: result.ok ? result : lastValid};
}

function PatternField({
  value,
  error,
  ids,
  onChange,
}: {
  value: string;
  error: string | null;
  ids: {input: string; help: string; error: string};
  onChange: (next: string) => void;
}): ReactNode {
  return (
    <>
      <div className={styles.field}>
        <label className="text--semibold" htmlFor={ids.input}>
          <Translate id="tapcraft.colorPattern.label">Colour pattern</Translate>
        </label>
        <textarea
          id={ids.input}
          className={clsx(styles.input, error && styles.inputInvalid)}
          value={value}
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ids.help} ${ids.error}`}
          onChange={(event) => onChange(event.target.value)}
        />
        <p id={ids.help} className={styles.help}>
          <Translate
            id="tapcraft.colorPattern.help"
            values={{
              point: <code>x,y,#RRGGBB</code>,
              bar: <code>|</code>,
              anchor: <code>0,0</code>,
              max: MAX_POINTS,
            }}
          >
            {
              'Points are {point}, separated by {bar}. Offsets are pixels from the first point, which is always {anchor}. Up to {max} points.'
            }
          </Translate>
        </p>
      </div>
      <div
        className={styles.presets}
        role="group"
        aria-label={translate({id: 'tapcraft.colorPattern.examples', message: 'Example patterns'})}
      >
        {presets().map((preset) => (
          <button
            key={preset.label}
            type="button"
            className="button button--sm button--outline button--primary"
            aria-pressed={value === preset.pattern}
            onClick={() => onChange(preset.pattern)}
          >
            {preset.label}
          </button>
        ))}
      </div>
      <div id={ids.error} className={styles.status} aria-live="polite">
        {error ? (
          <p className={styles.error}>
            <strong>
              <Translate id="tapcraft.colorPattern.cannotRead">Cannot read the pattern.</Translate>
            </strong>{' '}
            {error}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** The `find_colors()` call for the pattern, with a button that copies it. */
function PatternCode({code, valid}: {code: string; valid: boolean}): ReactNode {
  const [copyStatus, setCopyStatus] = useState<string>('');
  async function copyCode(): Promise<void> {
    if (!valid) {
      setCopyStatus(
        translate({
          id: 'tapcraft.colorPattern.fixFirst',
          message: 'Fix the pattern first, then copy.',
        }),
      );
      return;
    }
    try {
      await navigator.clipboard.writeText(code);
      setCopyStatus(
        translate({id: 'tapcraft.colorPattern.copied', message: 'Python code copied.'}),
      );
    } catch {
      setCopyStatus(
        translate({
          id: 'tapcraft.colorPattern.copyFailed',
          message: 'Copy failed: select the code and press Ctrl+C.',
        }),
      );
    }
  }
  return (
    <>
      <div className={styles.codeHeader}>
        <span className="text--semibold">Python</span>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => void copyCode()}
        >
          <Translate id="tapcraft.colorPattern.copy">Copy</Translate>
        </button>
      </div>
      <pre className={styles.code}>
        <code>{code}</code>
      </pre>
      <p className={styles.copyStatus} role="status">
        {copyStatus}
      </p>
    </>
  );
}

/**
 * Interactive editor for multi-point colour patterns: type a pattern, see
 * its points on a grid and the matching `find_colors()` call.
 */
export default function ColorPatternPlayground(): ReactNode {
  const baseId = useId();
  const ids = {input: `${baseId}-input`, help: `${baseId}-help`, error: `${baseId}-error`};
  const {value, update, result, shown} = usePattern();
  const error = result.ok ? null : errorText(result.error);
  return (
    <section
      className={styles.playground}
      aria-label={translate({
        id: 'tapcraft.colorPattern.playground',
        message: 'Colour pattern playground',
      })}
    >
      <PatternField value={value} error={error} ids={ids} onChange={update} />
      {shown && !result.ok ? (
        <p className={styles.staleNote}>
          <Translate id="tapcraft.colorPattern.stale">
            The preview below shows the last valid pattern.
          </Translate>
        </p>
      ) : null}
      {shown ? (
        <div className={clsx(styles.output, !result.ok && styles.stale)}>
          <div className={styles.preview}>
            <PatternGrid points={shown.points} titleId={`${baseId}-title`} />
          </div>
          <div className={styles.details}>
            <PointTable points={shown.points} />
            {/* Keyed by what the reader typed: each edit clears what the last copy said. */}
            <PatternCode key={value} code={pythonFor(shown.normalized)} valid={result.ok} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
