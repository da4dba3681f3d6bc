"""Doctest examples shown as a reader wants them, in the manual and its API reference.

Every example in the docstrings and on the pages is a doctest, which pytest
runs. Two things doctest needs would read badly on the site, and this file,
named in ``mkdocs.yml`` both as a Griffe extension and as an MkDocs hook,
changes them for the site only:

- In a docstring, Markdown would read each ``>>>`` prompt as three nested
  quotes, so once a package is loaded, ``DoctestBlocks`` fences every example
  as a ``pycon`` block (a Python console session) before any docstring is
  parsed.
- Doctest's own markers, ``<BLANKLINE>`` for an empty line of output and
  ``# doctest:`` directives, are taken out of the examples on a page
  (``on_page_markdown``) and in a docstring.

>>> fence_examples("Adds:\\n>>> 1 + 1\\n2\\n\\nThat is all.").splitlines()
['Adds:', '', '```pycon', '>>> 1 + 1', '2', '```', '', 'That is all.']
>>> unmarked("a\\n<BLANKLINE>\\nb  # doctest: +ELLIPSIS")
'a\\n\\nb'
"""

from __future__ import annotations

import re
from typing import Any

from griffe import Extension, GriffeLoader, Module, Object

FENCE = "```"
_BLANKLINE = re.compile(r"^([ \t]*)<BLANKLINE>[ \t]*$", re.MULTILINE)
_DIRECTIVE = re.compile(r"[ \t]*#[ \t]*doctest:[ \t]*[+-]\w+(?:[ \t]*,[ \t]*[+-]\w+)*[ \t]*$", re.MULTILINE)


def unmarked(text: str) -> str:
    """``text`` without doctest's markers: ``<BLANKLINE>`` lines left empty, directives dropped.

    >>> unmarked("x = f()  # doctest: +ELLIPSIS")
    'x = f()'
    """
    return _DIRECTIVE.sub("", _BLANKLINE.sub("", text))


def fence_examples(text: str) -> str:
    """``text`` with each doctest example wrapped in a ``pycon`` fence, its markers taken out.

    An example starts at a ``>>>`` line and ends at the first blank line, as
    doctest reads it. Lines already inside a fence are left alone, so fencing
    twice changes nothing.

    >>> once = fence_examples(">>> print('hi')\\nhi")
    >>> once.splitlines()
    ['```pycon', ">>> print('hi')", 'hi', '```']
    >>> fence_examples(once) == once
    True
    """
    lines: list[str] = []
    in_fence = in_example = False
    indent = ""
    for line in text.split("\n"):
        stripped = line.strip()
        if in_example and not stripped:
            lines.append(f"{indent}{FENCE}")
            in_example = False
        elif not in_example and stripped.startswith(FENCE):
            in_fence = not in_fence
        elif not (in_example or in_fence) and stripped.startswith(">>>"):
            if lines and lines[-1].strip():
                lines.append("")  # Markdown opens a block only after a blank line
            indent = line[: len(line) - len(line.lstrip())]
            lines.append(f"{indent}{FENCE}pycon")
            in_example = True
        lines.append(unmarked(line) if in_example else line)
    if in_example:
        lines.append(f"{indent}{FENCE}")
    return "\n".join(lines)


class DoctestBlocks(Extension):
    """The Griffe extension: fences the doctest examples of every docstring in a loaded package."""

    def on_package(self, *, pkg: Module, loader: GriffeLoader, **kwargs: Any) -> None:
        """Fence the examples in the package's docstrings and all its members'."""
        _fence_tree(pkg)


def _fence_tree(obj: Object) -> None:
    if obj.docstring is not None:
        obj.docstring.value = fence_examples(obj.docstring.value)
    for member in obj.members.values():
        if isinstance(member, Object):  # not an Alias: what it names is fenced where it is defined
            _fence_tree(member)


def on_page_markdown(markdown: str, **kwargs: Any) -> str:
    """The MkDocs hook: a page's doctest examples without doctest's markers."""
    return unmarked(markdown)
