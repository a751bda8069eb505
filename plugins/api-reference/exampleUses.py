#!/usr/bin/env python3
"""Reads how the Python examples of the site use the Tapcraft API, for the
checks in exampleChecks.ts.

Reads JSON on stdin: {"examples": [source], "classes": [path], "returns":
{path: class path}}: the API's classes, and the class a function or method
returns (`View | None` gives View), so that a method called on that result
resolves too.

Prints JSON, one answer per example in its order: {"examples": [{"uses":
[{"line", "path", "use", "message"?}], "tries": [{"line", "calls": [path |
null], "handlers": [{"line", "types": [{"path", "covers": [name]}]}]}]}]}.
A path is the dotted name an expression stands for
(`tapcraft.android.screen.ocr`, `time.sleep`, `builtins.print`), or null
when the text does not show it: a method of a value of unknown type, or a
function of another file. A use of a `tapcraft` name is "call", "ref" (named
without a call), "truth" (`if result:`), "not" (`if not result:`), "none"
(`result is None`) or "bool" (`result == False`); a "truth" or "not" use has
the words of the branch taken on False. A try lists every call its body
makes, inside the example's own functions too, and the class of each handler
with the built-in exceptions it catches.
"""
from __future__ import annotations

import ast
import builtins
import json
import sys

BUILTINS = set(dir(builtins))
BUILTIN_EXCEPTIONS = {
    name: value for name, value in vars(builtins).items() if isinstance(value, type) and issubclass(value, BaseException)
}
SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


class Example:
    """The names one example binds: imports, its own functions, its variables."""

    def __init__(self, tree: ast.Module, classes: set[str], returns: dict[str, str]) -> None:
        self.classes = classes
        self.returns = returns
        self.imports: dict[str, str] = {}
        self.functions: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}
        self.bound: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    top = alias.name.split(".")[0]
                    self.imports[alias.asname or top] = alias.name if alias.asname else top
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for alias in node.names:
                    self.imports[alias.asname or alias.name] = f"{node.module}.{alias.name}"
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.functions[node.name] = node
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                self.bound.add(node.id)
            elif isinstance(node, ast.arg):
                self.bound.add(node.arg)

    def path(self, expr: ast.expr, types: dict[str, str]) -> str | None:
        """The dotted name `expr` stands for, through imports and known result types."""
        if isinstance(expr, ast.Name):
            if expr.id in self.imports:
                imported = self.imports[expr.id]
                # The example's own helper files and other packages: what they do is not in the text.
                top = imported.split(".")[0]
                return imported if top == "tapcraft" or top in sys.stdlib_module_names else None
            if expr.id in types:
                return types[expr.id]
            if expr.id in BUILTINS and expr.id not in self.bound and expr.id not in self.functions:
                return f"builtins.{expr.id}"
            return None
        if isinstance(expr, ast.Attribute):
            base = self.type_of(expr.value, types) if isinstance(expr.value, ast.Call) else self.path(expr.value, types)
            return f"{base}.{expr.attr}" if base and not base.startswith("builtins.") else None
        return None

    def type_of(self, expr: ast.expr, types: dict[str, str]) -> str | None:
        """The API class of a value, when the text shows it: a constructor or a call that returns one."""
        if isinstance(expr, ast.Call):
            called = self.path(expr.func, types)
            if called in self.classes:
                return called
            return self.returns.get(called or "")
        if isinstance(expr, ast.Name):
            return types.get(expr.id)
        if isinstance(expr, ast.NamedExpr):
            return self.type_of(expr.value, types)
        return None


def own_statements(nodes: list[ast.stmt]):
    """Every node under `nodes` that runs with them: not the bodies of functions they define."""
    stack: list[ast.AST] = list(reversed(nodes))
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, SCOPES):
            continue
        stack.extend(reversed(list(ast.iter_child_nodes(node))))


def words(nodes: list[ast.AST]) -> str:
    """The text of every string in `nodes`, f-strings included, as one line."""
    return " ".join(
        node.value for node in own_statements(nodes) if isinstance(node, ast.Constant) and isinstance(node.value, str)
    )


class Reader(ast.NodeVisitor):
    def __init__(self, example: Example) -> None:
        self.example = example
        self.uses: list[dict[str, object]] = []
        self.tries: list[dict[str, object]] = []
        # Per scope: variable -> the API call whose result it holds, and -> its API class.
        self.results: dict[str, str] = {}
        self.types: dict[str, str] = {}
        self.called: set[int] = set()

    def use(self, node: ast.AST, path: str | None, use: str) -> None:
        if path and path.startswith("tapcraft"):
            self.uses.append({"line": node.lineno, "path": path, "use": use})

    def call_path(self, expr: ast.expr) -> str | None:
        return self.example.path(expr.func, self.types) if isinstance(expr, ast.Call) else None

    def result_of(self, expr: ast.expr) -> str | None:
        """The API call whose result `expr` is, directly or through a variable."""
        if isinstance(expr, ast.Call):
            return self.call_path(expr)
        if isinstance(expr, ast.NamedExpr):
            return self.result_of(expr.value)
        if isinstance(expr, ast.Name):
            return self.results.get(expr.id)
        return None

    def test(self, expr: ast.expr) -> None:
        """Records how a condition tests the result of an API call."""
        if isinstance(expr, ast.BoolOp):
            for value in expr.values:
                self.test(value)
        elif isinstance(expr, ast.UnaryOp) and isinstance(expr.op, ast.Not):
            tested = self.result_of(expr.operand)
            if tested:
                self.use(expr, tested, "not")
            else:
                self.test(expr.operand)
        elif isinstance(expr, ast.Compare) and len(expr.ops) == 1:
            left, right = expr.left, expr.comparators[0]
            if isinstance(left, ast.Constant):
                left, right = right, left
            if isinstance(right, ast.Constant) and right.value is None:
                self.use(expr, self.result_of(left), "none")
            elif isinstance(right, ast.Constant) and isinstance(right.value, bool):
                self.use(expr, self.result_of(left), "bool")
        else:
            self.use(expr, self.result_of(expr), "truth")

    def scoped(self, node: ast.AST) -> None:
        saved = (self.results, self.types)
        self.results, self.types = {}, dict(self.types)
        self.generic_visit(node)
        self.results, self.types = saved

    visit_FunctionDef = visit_AsyncFunctionDef = visit_Lambda = scoped

    def bind(self, target: ast.expr, value: ast.expr | None) -> None:
        if not isinstance(target, ast.Name):
            return
        self.results.pop(target.id, None)
        self.types.pop(target.id, None)
        if value is None:
            return
        result = self.result_of(value)
        if result:
            self.results[target.id] = result
        kind = self.example.type_of(value, self.types)
        if kind:
            self.types[target.id] = kind

    def visit_Assign(self, node: ast.Assign) -> None:
        self.generic_visit(node)
        for target in node.targets:
            self.bind(target, node.value if len(node.targets) == 1 else None)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        self.generic_visit(node)
        self.bind(node.target, node.value)

    def visit_NamedExpr(self, node: ast.NamedExpr) -> None:
        self.generic_visit(node)
        self.bind(node.target, node.value)

    def visit_withitem(self, node: ast.withitem) -> None:
        self.generic_visit(node)
        if node.optional_vars is not None:
            self.bind(node.optional_vars, node.context_expr)

    def visit_If(self, node: ast.If | ast.While | ast.IfExp | ast.Assert) -> None:
        before = len(self.uses)
        self.test(node.test)
        # What the example says when the call gives False: the words of the branch it then takes.
        for use in self.uses[before:]:
            branch = {"not": getattr(node, "body", None), "truth": getattr(node, "orelse", None)}.get(use["use"])
            if branch:
                use["message"] = words(branch if isinstance(branch, list) else [branch])
        self.generic_visit(node)

    visit_While = visit_IfExp = visit_Assert = visit_If

    def visit_comprehension(self, node: ast.comprehension) -> None:
        for condition in node.ifs:
            self.test(condition)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        self.called.add(id(node.func))
        self.use(node, self.call_path(node), "call")
        self.generic_visit(node)

    def visit_Name(self, node: ast.Name) -> None:
        if id(node) not in self.called and isinstance(node.ctx, ast.Load):
            self.use(node, self.example.path(node, self.types), "ref")

    def visit_Attribute(self, node: ast.Attribute) -> None:
        path = self.example.path(node, self.types)
        if path and path.startswith("tapcraft"):
            if id(node) not in self.called:
                self.use(node, path, "ref")
            return
        self.generic_visit(node)

    def visit_Try(self, node: ast.Try) -> None:
        self.tries.append(
            {
                "line": node.lineno,
                "calls": self.calls_in(node.body, set()),
                "handlers": [self.handler(handler) for handler in node.handlers],
            }
        )
        self.generic_visit(node)

    visit_TryStar = visit_Try

    def calls_in(self, body: list[ast.stmt], seen: set[str]) -> list[str | None]:
        """What `body` calls, inside the example's own functions too; None for a call of unknown target."""
        calls: list[str | None] = []
        for node in own_statements(body):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            own = isinstance(func, ast.Name) and func.id in self.example.functions and func.id not in self.example.imports
            if own:
                if func.id not in seen:
                    seen.add(func.id)
                    calls += self.calls_in(self.example.functions[func.id].body, seen)
                continue
            calls.append(self.call_path(node))
        return calls

    def handler(self, handler: ast.ExceptHandler) -> dict[str, object]:
        kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type] if handler.type else []
        caught = []
        for kind in kinds:
            path = self.example.path(kind, {})
            name = path.removeprefix("builtins.") if path and path.startswith("builtins.") else None
            covers = [n for n, cls in BUILTIN_EXCEPTIONS.items() if name in BUILTIN_EXCEPTIONS and issubclass(cls, BUILTIN_EXCEPTIONS[name])]
            caught.append({"path": path, "covers": covers})
        return {"line": handler.lineno, "types": caught}


def read(source: str, classes: set[str], returns: dict[str, str]) -> dict[str, object]:
    try:
        tree = ast.parse(source)
    except SyntaxError:
        # scripts/check-python-blocks.py reports it; nothing to read here.
        return {"uses": [], "tries": []}
    reader = Reader(Example(tree, classes, returns))
    reader.visit(tree)
    return {"uses": reader.uses, "tries": reader.tries}


def main() -> None:
    request = json.load(sys.stdin)
    classes = set(request.get("classes", []))
    returns = request.get("returns", {})
    examples = [read(source, classes, returns) for source in request["examples"]]
    json.dump({"examples": examples}, sys.stdout)


if __name__ == "__main__":
    main()
