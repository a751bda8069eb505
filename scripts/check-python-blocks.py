#!/usr/bin/env python3
"""Parse every fenced ```python block in the site's Markdown with Python's own
parser, so a broken example fails `npm test` with its file and line.

Usage: check-python-blocks.py [FILE_OR_DIR ...]   (default: docs blog src/pages i18n)
Prints one line per broken block and a summary; exits 1 if any block fails.
"""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})(?P<info>.*)$")
DEFAULT_ROOTS = ("docs", "blog", "src/pages", "i18n")


def python_blocks(text: str):
    """Yield (first_line_number, source) for each python fence in `text`."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        match = FENCE.match(lines[i])
        if not match:
            i += 1
            continue
        fence, info, indent = match["fence"], match["info"].strip(), match["indent"]
        language = info.split()[0].lower() if info else ""
        start = i + 1
        j = start
        while j < len(lines):
            closing = lines[j].strip()
            if closing.startswith(fence[0] * len(fence)) and closing.strip(fence[0]) == "":
                break
            j += 1
        if language in ("python", "py"):
            body = [line[len(indent):] if line.startswith(indent) else line for line in lines[start:j]]
            yield start + 1, "\n".join(body)
        i = j + 1


def markdown_files(paths: list[str]):
    for name in paths:
        path = Path(name)
        if path.is_dir():
            yield from sorted(p for p in path.rglob("*") if p.suffix in (".md", ".mdx"))
        elif path.is_file():
            yield path


def main(argv: list[str]) -> int:
    roots = argv or [r for r in DEFAULT_ROOTS if Path(r).exists()]
    checked = failed = 0
    for file in markdown_files(roots):
        for line, source in python_blocks(file.read_text(encoding="utf-8")):
            checked += 1
            try:
                ast.parse(source, filename=str(file))
            except SyntaxError as error:
                failed += 1
                where = line + (error.lineno or 1) - 1
                print(f"{file}:{where}: {error.msg}")
    print(f"python blocks: {checked - failed} parse, {failed} broken")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
