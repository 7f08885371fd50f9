"""A small Swift tokenizer for the agreement scripts: enough to classify differences, no more.

It drops comments, reads string literals (raw, multi-line, with interpolation) as one token,
and reports `#if`/`#elseif` lines apart, so the comparison scripts can count `for` labels,
`if case`, condition lists and the like without reading archbench's code. It is not a parser:
what it cannot tell apart stays "unclassified" in the scripts' output.

    for line, token in tokenize(source): ...
"""

import re

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|`[^`\n]+`|\$[A-Za-z0-9_]+")
_NUMBER = re.compile(r"[0-9][0-9A-Za-z_.]*")
_OPERATOR = re.compile(r"[/=\-+!*%<>&|^~?.]+")


class Directive(str):
    """A whole `#if`, `#elseif`, `#else` or `#endif` line, trailing comment removed."""


class StringLiteral(str):
    """A string literal, read as one token; `interpolations` holds the code of its `\\(…)`s."""

    interpolations = ()


def _skip_string(src, i, line, interpolations=None):
    """Returns (end, line) for the string literal starting at src[i] (a '#' or '"').

    The code of each interpolation is appended to `interpolations` when given."""
    hashes = 0
    while src[i] == "#":
        hashes += 1
        i += 1
    multiline = src.startswith('"""', i)
    i += 3 if multiline else 1
    close = ('"""' if multiline else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    n = len(src)
    while i < n:
        if src.startswith(escape, i):
            i += len(escape)
            if i < n and src[i] == "(":
                begin = i + 1
                i, line = _skip_code_until_paren(src, i + 1, line)
                if interpolations is not None:
                    interpolations.append(src[begin:i - 1])
            elif i < n:
                if src[i] == "\n":
                    line += 1
                i += 1
            continue
        if src.startswith(close, i):
            return i + len(close), line
        if src[i] == "\n":
            line += 1
            if not multiline:
                return i, line - 1  # unterminated: stop at the line's end
        i += 1
    return n, line


def _skip_code_until_paren(src, i, line):
    """Skips interpolated code up to its closing parenthesis."""
    depth = 1
    n = len(src)
    while i < n and depth:
        c = src[i]
        if c == "\n":
            line += 1
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == '"' or (c == "#" and re.match(r'#+"', src[i:])):
            i, line = _skip_string(src, i, line)
            continue
        i += 1
    return i, line


def tokenize(src):
    """Yields (line, token); a string literal is '"…"', a compiler directive line a `Directive`."""
    i, line, n = 0, 1, len(src)
    at_line_start = True
    while i < n:
        c = src[i]
        if c == "\n":
            line += 1
            i += 1
            at_line_start = True
            continue
        if c in " \t\r\f":
            i += 1
            continue
        if src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
            continue
        if src.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if src.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif src.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    if src[i] == "\n":
                        line += 1
                    i += 1
            continue
        if c == "#" and at_line_start and re.match(r"#(if|elseif|else|endif)\b", src[i:]):
            j = src.find("\n", i)
            j = n if j < 0 else j
            text = src[i:j]
            # A directive's own trailing comment is not part of its condition.
            text = text.split("//")[0]
            yield (line, Directive(text.strip()))
            i = j
            continue
        at_line_start = False
        if c == '"' or (c == "#" and re.match(r'#+"', src[i:])):
            start_line = line
            literal = StringLiteral('"…"')
            literal.interpolations = []
            i, line = _skip_string(src, i, line, literal.interpolations)
            yield (start_line, literal)
            continue
        m = _IDENT.match(src, i)
        if m:
            yield (line, m.group(0))
            i = m.end()
            continue
        if c == "#":
            m = re.compile(r"#[A-Za-z_][A-Za-z0-9_]*").match(src, i)
            if m:
                yield (line, m.group(0))
                i = m.end()
                continue
        m = _NUMBER.match(src, i)
        if m:
            yield (line, m.group(0))
            i = m.end()
            continue
        m = _OPERATOR.match(src, i)
        if m:
            yield (line, m.group(0))
            i = m.end()
            continue
        yield (line, c)
        i += 1
