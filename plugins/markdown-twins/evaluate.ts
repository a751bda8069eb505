import type {Node as EsNode} from 'estree';

/**
 * The JavaScript a page may write in its expressions and props, evaluated
 * the way MDX would: literals, template literals, names it imports from the
 * data modules (`src/data/*`) or exports itself, member access on them
 * (`externalUrls.forum`, `hidGroup?.label`), calls of functions a data
 * module exports (`rangeText(facts.hid.tapTimeMs)`), arithmetic on numbers
 * (`facts.vmosActivity.vipTrialDays * 24`) and lists of these (a prop such as
 * `versions={['1.0', '2.0']}`). Anything else, such
 * as a `.map()` over a list, is logic that belongs in a component with its
 * own Markdown converter, and is refused with the node that holds it.
 */

export class ExpressionError extends Error {
  constructor(
    message: string,
    readonly node: EsNode,
  ) {
    super(message);
  }
}

export type Binding =
  /** A name imported from a data module, or another value the converter provides. */
  | {from: 'module'; value: unknown}
  /** `export const name = <expression>` on the page: evaluated when first used. */
  | {from: 'export'; expression: EsNode}
  /** A name the page imports that is not a value a Markdown twin can use. */
  | {from: 'unusable'; reason: string};

export class Scope {
  private readonly values = new Map<string, unknown>();
  private readonly evaluating = new Set<string>();

  constructor(private readonly bindings: ReadonlyMap<string, Binding>) {}

  value(name: string, node: EsNode): unknown {
    if (this.values.has(name)) return this.values.get(name);
    const binding = this.bindings.get(name);
    if (!binding) {
      throw new ExpressionError(`${name} is neither imported nor exported by the page`, node);
    }
    if (binding.from === 'unusable') throw new ExpressionError(binding.reason, node);
    if (binding.from === 'module') return binding.value;
    if (this.evaluating.has(name)) {
      throw new ExpressionError(`${name} is defined in terms of itself`, node);
    }
    this.evaluating.add(name);
    try {
      const value = evaluate(binding.expression, this);
      this.values.set(name, value);
      return value;
    } finally {
      this.evaluating.delete(name);
    }
  }

  /** Only functions a data module exports may be called: they are the typed, tested logic. */
  callable(name: string): boolean {
    const binding = this.bindings.get(name);
    return binding?.from === 'module' && typeof binding.value === 'function';
  }
}

function describe(node: EsNode): string {
  switch (node.type) {
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return 'a function';
    case 'CallExpression':
      return 'a call of a method or of a function no data module exports';
    case 'JSXElement':
    case 'JSXFragment':
      return 'JSX inside an expression';
    default:
      return `a ${node.type}`;
  }
}

/** The text React renders for a value: nothing for null, undefined and booleans. */
export function renderedText(value: unknown, node: EsNode): string {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    return String(value);
  }
  throw new ExpressionError(
    `the expression is ${Array.isArray(value) ? 'a list' : `a ${typeof value}`}, not text: name one of its fields`,
    node,
  );
}

/** Arithmetic a page may write on numbers: a value derived from a fact, such as days in hours. */
const ARITHMETIC: Record<string, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
};

export function evaluate(node: EsNode, scope: Scope): unknown {
  switch (node.type) {
    case 'BinaryExpression': {
      const operate = ARITHMETIC[node.operator];
      if (!operate || node.left.type === 'PrivateIdentifier') break;
      const [left, right] = [evaluate(node.left, scope), evaluate(node.right, scope)];
      if (typeof left !== 'number' || typeof right !== 'number') {
        throw new ExpressionError(`computes ${node.operator} on what is not a number`, node);
      }
      return operate(left, right);
    }
    case 'ArrayExpression':
      return node.elements.map((element) => {
        if (element === null || element.type === 'SpreadElement') {
          throw new ExpressionError('a list may hold values only', element ?? node);
        }
        return evaluate(element, scope);
      });
    case 'Literal':
      if ('regex' in node) break;
      return node.value;
    case 'TemplateLiteral':
      return node.quasis
        .map((quasi, index) => {
          const expression = node.expressions[index];
          const value = expression ? evaluate(expression, scope) : '';
          if (expression && value !== null && typeof value === 'object') {
            throw new ExpressionError('a template literal places an object', expression);
          }
          return `${quasi.value.cooked ?? ''}${expression ? String(value) : ''}`;
        })
        .join('');
    case 'Identifier':
      return node.name === 'undefined' ? undefined : scope.value(node.name, node);
    case 'ChainExpression':
      return evaluate(node.expression, scope);
    case 'MemberExpression': {
      if (node.object.type === 'Super') break;
      const object = evaluate(node.object, scope);
      if (object === null || object === undefined) {
        if (node.optional) return undefined;
        throw new ExpressionError('reads a field of nothing', node);
      }
      const key =
        node.computed || node.property.type !== 'Identifier'
          ? evaluate(node.property, scope)
          : node.property.name;
      if (typeof key !== 'string' && typeof key !== 'number') break;
      // Own fields only: a method such as `.map` or `.replace` is logic, not a value.
      if (!Object.hasOwn(Object(object), key)) {
        throw new ExpressionError(`has no field ${JSON.stringify(key)}`, node);
      }
      return (object as Record<string | number, unknown>)[key];
    }
    case 'CallExpression': {
      if (node.callee.type !== 'Identifier' || !scope.callable(node.callee.name)) break;
      const fn = scope.value(node.callee.name, node.callee) as (...args: unknown[]) => unknown;
      return fn(
        ...node.arguments.map((argument) => {
          if (argument.type === 'SpreadElement') {
            throw new ExpressionError('spreads its arguments', argument);
          }
          return evaluate(argument, scope);
        }),
      );
    }
    default:
  }
  throw new ExpressionError(`holds ${describe(node)}`, node);
}
