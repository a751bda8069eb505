#!/usr/bin/env python3
"""Turns the signature blocks of the API pages into type stubs.

Reads JSON on stdin: {"pages": [{"file", "module", "reexports", "entries":
[{"name", "signature": {"line", "source"}}]}], "out_dir"?: str,
"root_name"?: str, "wheel"?: {"version": str, "path": str}}.

Writes one `__init__.pyi` per module under out_dir/<root_name> (every
module is a package, so sub-modules resolve), optionally packs them into a
py3-none-any wheel, and prints JSON: {"errors": [{"file", "line",
"message"}], "parameters": {module: {qualified_name: [names]}},
"details": {module:
{entry_name: {"kind", "display", "parameters": [{"name", "type",
"default"}], "returns", "bases", "attributes": [{"name", "type"}],
"properties": [{"name", "type"}]}}}}.
"""
from __future__ import annotations

import ast
import base64
import hashlib
import json
import sys
import zipfile
from pathlib import Path

STUB_ROOT = "tapcraft-stubs"
ALLOWED = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.ImportFrom, ast.AnnAssign, ast.Assign)


class ModuleStub:
    def __init__(self, name: str) -> None:
        self.name = name
        self.imports: dict[str, None] = {}
        self.body: list[ast.stmt] = []
        self.classes: dict[str, ast.ClassDef] = {}

    def add(self, node: ast.stmt) -> None:
        if isinstance(node, ast.ImportFrom):
            self.imports[ast.unparse(node)] = None
        elif isinstance(node, ast.ClassDef) and node.name in self.classes:
            merge_class(self.classes[node.name], node)
        else:
            if isinstance(node, ast.ClassDef):
                self.classes[node.name] = node
            self.body.append(node)

    def render(self, reexports: list[str]) -> str:
        lines = ["# Generated from the API reference pages. Do not edit.", ""]
        lines += [f"from {module} import *" for module in reexports]
        # A plain import of a re-exported name would hide it again (stubs
        # re-export only `import *` and `import X as X`), so leave those out.
        lines += [line for line in self.imports if not any(line.startswith(f"from {m} import ") for m in reexports)]
        lines.append("")
        for node in self.body:
            lines.append(ast.unparse(node))
            lines.append("")
        return "\n".join(lines)


def member_key(node: ast.stmt) -> str | None:
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        # Overloads share a name; keep each distinct signature.
        return f"{node.name}:{ast.unparse(node.args)}:{ast.unparse(node.returns) if node.returns else ''}"
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return node.target.id
    return None


def merge_class(into: ast.ClassDef, other: ast.ClassDef) -> None:
    existing = {member_key(n) for n in into.body}
    for node in other.body:
        key = member_key(node)
        if key is None or key in existing:
            continue
        if len(into.body) == 1 and isinstance(into.body[0], ast.Expr):
            into.body.clear()  # drop a lone `...`
        into.body.append(node)
        existing.add(key)


def receiver(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """Whether the first parameter is the instance or class a method is called on.

    Only the first: `Selector.__init__(self, text, id, desc, cls)` takes a
    criterion named `cls` that readers pass.
    """
    positional = node.args.posonlyargs + node.args.args
    return bool(positional) and positional[0].arg in ("self", "cls")


def parameter_names(node: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    args = node.args
    names = [a.arg for a in args.posonlyargs + args.args + args.kwonlyargs]
    if args.vararg:
        names.append(args.vararg.arg)
    if args.kwarg:
        names.append(args.kwarg.arg)
    return names[1:] if receiver(node) else names


def parameters_of(node: ast.FunctionDef | ast.AsyncFunctionDef) -> list[dict]:
    """Each parameter with its annotation and default, as written (the receiver left out)."""
    args = node.args
    positional = args.posonlyargs + args.args
    defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    found = list(zip(positional, defaults)) + list(zip(args.kwonlyargs, args.kw_defaults))
    result = []
    for arg, default in found[1:] if receiver(node) else found:
        result.append({"name": arg.arg, "type": ast.unparse(arg.annotation) if arg.annotation else "", "default": ast.unparse(default) if default is not None else None})
    for star, arg in (("*", args.vararg), ("**", args.kwarg)):
        if arg:
            result.append({"name": f"{star}{arg.arg}", "type": ast.unparse(arg.annotation) if arg.annotation else "", "default": None})
    return result


def call_text(name: str, node: ast.FunctionDef | ast.AsyncFunctionDef) -> str:
    """`name(x: int, y: int = 0) -> bool`: the call as a reader writes it, without self."""
    params = []
    for p in parameters_of(node):
        text = p["name"] + (f": {p['type']}" if p["type"] else "")
        if p["default"] is not None:
            text += f" = {p['default']}" if p["type"] else f"={p['default']}"
        params.append(text)
    returns = f" -> {ast.unparse(node.returns)}" if node.returns else ""
    return f"{name}({', '.join(params)}){returns}"


def is_exception(node: ast.ClassDef) -> bool:
    return any(ast.unparse(base).split(".")[-1].endswith(("Error", "Exception")) for base in node.bases)


def is_property(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return "property" in {ast.unparse(d) for d in node.decorator_list}


def entry_details(name: str, tree: ast.Module) -> dict | None:
    """What the model needs of one entry's signature block: kind, display text, parameters, return type."""
    owner, _, member = name.rpartition(".")
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not owner and node.name == name:
            overloads = [n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == name]
            return {"kind": "function", "display": "\n".join(call_text(name, n) for n in overloads), "parameters": parameters_of(node), "returns": ast.unparse(node.returns) if node.returns else "", "bases": [], "attributes": [], "properties": []}
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and not owner and node.target.id == name:
            annotation = ast.unparse(node.annotation)
            kind = "type" if annotation.split(".")[-1] == "TypeAlias" else "constant"
            value = f" = {ast.unparse(node.value)}" if node.value is not None else ""
            return {"kind": kind, "display": f"{name}: {annotation}{value}", "parameters": [], "returns": "", "bases": [], "attributes": [], "properties": []}
        if not isinstance(node, ast.ClassDef):
            continue
        if not owner and node.name == name:
            attributes = [{"name": n.target.id, "type": ast.unparse(n.annotation)} for n in node.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)]
            properties = [{"name": n.name, "type": ast.unparse(n.returns) if n.returns else ""} for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and is_property(n)]
            init = next((n for n in node.body if isinstance(n, ast.FunctionDef) and n.name == "__init__"), None)
            bases = [ast.unparse(b) for b in node.bases]
            head = f"class {name}" + (f"({', '.join(bases)})" if bases else "")
            display = call_text(name, init).replace(" -> None", "") if init else head
            kind = "exception" if is_exception(node) else "class"
            return {"kind": kind, "display": display, "parameters": parameters_of(init) if init else [], "returns": name if init else "", "bases": bases, "attributes": attributes, "properties": properties}
        if owner and node.name == owner:
            for child in node.body:
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) and child.name == member:
                    if is_property(child):
                        returns = ast.unparse(child.returns) if child.returns else ""
                        return {"kind": "property", "display": f"{name}: {returns}", "parameters": [], "returns": returns, "bases": [], "attributes": [], "properties": []}
                    return {"kind": "method", "display": call_text(name, child), "parameters": parameters_of(child), "returns": ast.unparse(child.returns) if child.returns else "", "bases": [], "attributes": [], "properties": []}
                if isinstance(child, ast.AnnAssign) and isinstance(child.target, ast.Name) and child.target.id == member:
                    annotation = ast.unparse(child.annotation)
                    return {"kind": "attribute", "display": f"{name}: {annotation}", "parameters": [], "returns": annotation, "bases": [], "attributes": [], "properties": []}
    return None


def collect(pages: list[dict]) -> tuple[dict[str, ModuleStub], dict[str, list[str]], list[dict], dict, dict]:
    modules: dict[str, ModuleStub] = {}
    reexports: dict[str, list[str]] = {}
    errors: list[dict] = []
    parameters: dict[str, dict[str, list[str]]] = {}
    details: dict[str, dict[str, dict]] = {}
    for page in pages:
        module = modules.setdefault(page["module"], ModuleStub(page["module"]))
        reexports.setdefault(page["module"], []).extend(page.get("reexports", []))
        params = parameters.setdefault(page["module"], {})
        page_details = details.setdefault(page["module"], {})
        for entry in page["entries"]:
            block = entry.get("signature")
            if not block:
                continue
            try:
                tree = ast.parse(block["source"], type_comments=False)
            except SyntaxError as error:
                errors.append({"file": page["file"], "line": block["line"] + (error.lineno or 1) - 1, "message": f"signature of {entry['name']}: {error.msg}"})
                continue
            found = entry_details(entry["name"], tree)
            if found is None:
                errors.append({"file": page["file"], "line": block["line"], "message": f"the signature block does not define {entry['name']}"})
            else:
                page_details[entry["name"]] = found
            for node in tree.body:
                if not isinstance(node, ALLOWED):
                    errors.append({"file": page["file"], "line": block["line"] + node.lineno - 1, "message": f"signature of {entry['name']}: only stub statements are allowed"})
                    continue
                module.add(node)
                functions = [node] if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) else []
                prefix = ""
                if isinstance(node, ast.ClassDef):
                    prefix = f"{node.name}."
                    functions = [n for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
                for fn in functions:
                    name = prefix + fn.name
                    params[name] = params.get(name, []) + [p for p in parameter_names(fn) if p not in params.get(name, [])]
    return modules, reexports, errors, parameters, details


def write_stubs(modules: dict[str, ModuleStub], reexports: dict[str, list[str]], out_dir: Path, root_name: str) -> list[Path]:
    # The wheel ships a PEP 561 stub-only package (`tapcraft-stubs`); checks
    # that point a type checker at the folder directly name it `tapcraft`.
    root = out_dir / root_name
    written: list[Path] = []
    packages = {"tapcraft"}
    for name in modules:
        parts = name.split(".")
        packages.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    for package in sorted(packages):
        path = root.joinpath(*package.split(".")[1:], "__init__.pyi")
        path.parent.mkdir(parents=True, exist_ok=True)
        stub = modules.get(package)
        path.write_text(stub.render(reexports.get(package, [])) if stub else "", encoding="utf-8")
        written.append(path)
    typed = root / "py.typed"
    typed.write_text("", encoding="utf-8")
    written.append(typed)
    return written


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def build_wheel(out_dir: Path, files: list[Path], version: str, path: Path) -> None:
    dist_info = f"tapcraft_stubs-{version}.dist-info"
    entries: list[tuple[str, bytes]] = [(f.relative_to(out_dir).as_posix(), f.read_bytes()) for f in sorted(files)]
    entries.append((f"{dist_info}/METADATA", (
        "Metadata-Version: 2.1\nName: tapcraft-stubs\n"
        f"Version: {version}\n"
        "Summary: Type stubs for the Tapcraft Python automation API (completion in PyCharm and VS Code)\n"
        "Requires-Python: >=3.9\nClassifier: Typing :: Stubs Only\n").encode()))
    entries.append((f"{dist_info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: tapcraft-website\nRoot-Is-Purelib: true\nTag: py3-none-any\n"))
    record = "\n".join(record_line(n, d) for n, d in entries) + f"\n{dist_info}/RECORD,,\n"
    entries.append((f"{dist_info}/RECORD", record.encode()))
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as wheel:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))  # reproducible bytes
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            wheel.writestr(info, data)


def main() -> int:
    request = json.load(sys.stdin)
    modules, reexports, errors, parameters, details = collect(request["pages"])
    if request.get("out_dir"):
        out_dir = Path(request["out_dir"])
        files = write_stubs(modules, reexports, out_dir, request.get("root_name", STUB_ROOT))
        wheel = request.get("wheel")
        if wheel:
            build_wheel(out_dir, files, wheel["version"], Path(wheel["path"]))
    json.dump({"errors": errors, "parameters": parameters, "details": details}, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
