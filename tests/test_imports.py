"""No import runs back up: read every module of ``src/cardtable`` with ``ast`` and check
that the imports among them form no cycle, that no module imports the ``__init__`` of
a package it is inside, and that only ``cardtable/__init__.py`` imports from the top
``cardtable`` package.

An import counts wherever it is written (at module level or inside a function or
method), except under ``if TYPE_CHECKING:``, which never runs. ``from P import name``
imports the submodule ``P.name`` when there is one, and otherwise ``P``'s ``__init__``.
``importlib.import_module`` with a constant name counts too.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import attrs
import pytest

from cardtable import GAMES

SRC = Path(__file__).resolve().parents[1] / "src"
TOP = "cardtable"


@attrs.frozen
class Import:
    """One import statement's target, a module of the package."""

    source: str
    target: str
    line: int
    text: str

    def __str__(self) -> str:
        path = self.source.replace(".", "/")
        return f"{path}: line {self.line}: {self.text}"


def module_files(src: Path = SRC) -> dict[str, Path]:
    """Every module under ``src/cardtable``, by dotted name (a package by its own name)."""
    modules = {}
    for path in sorted((src / TOP).rglob("*.py")):
        parts = list(path.relative_to(src).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def is_package(module: str, modules: dict[str, Path]) -> bool:
    return modules[module].name == "__init__.py"


def _under_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _statements(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node of the tree, skipping the bodies of ``if TYPE_CHECKING:``."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, ast.If) and _under_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        stack.extend(ast.iter_child_nodes(node))


def _base(module: str, level: int, modules: dict[str, Path]) -> str:
    """The package a relative import of ``level`` dots starts from."""
    package = module if is_package(module, modules) else module.rpartition(".")[0]
    parts = package.split(".")
    return ".".join(parts[: len(parts) - (level - 1)])


def imports_of(module: str, modules: dict[str, Path]) -> list[Import]:
    """The modules of the package that ``module`` imports, one entry per import."""
    source = modules[module].read_text(encoding="utf-8")
    lines = source.splitlines()
    found: list[Import] = []

    def add(target: str, node: ast.stmt | ast.expr) -> None:
        edge = Import(module, target, node.lineno, lines[node.lineno - 1].strip())
        if (target == TOP or target.startswith(TOP + ".")) and edge not in found:
            found.append(edge)

    for node in _statements(ast.parse(source, filename=str(modules[module]))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name, node)
        elif isinstance(node, ast.ImportFrom):
            origin = node.module or ""
            if node.level:
                origin = ".".join(filter(None, [_base(module, node.level, modules), origin]))
            for alias in node.names:
                submodule = f"{origin}.{alias.name}"
                add(submodule if submodule in modules else origin, node)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute | ast.Name)
            and (node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            add(node.args[0].value, node)
    return found


def all_imports(src: Path = SRC) -> list[Import]:
    modules = module_files(src)
    found = [edge for module in modules for edge in imports_of(module, modules)]
    return sorted(found, key=lambda edge: (edge.source, edge.line, edge.target))


def cycles(edges: list[Import]) -> list[list[str]]:
    """The import cycles: each strongly connected group of modules that import one
    another (or a module importing itself), found with Tarjan's algorithm."""
    graph: dict[str, set[str]] = {}
    for edge in edges:
        graph.setdefault(edge.source, set()).add(edge.target)
        graph.setdefault(edge.target, set())
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        order[node] = low[node] = len(order)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in order:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], order[target])
        if low[node] == order[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1 or node in graph[node]:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in order:
            visit(node)
    return sorted(groups)


def runs_back_up(edge: Import, modules: dict[str, Path]) -> bool:
    """Whether ``edge`` imports the ``__init__`` of a package (below the top) that its
    source module is inside."""
    if edge.target == TOP or not is_package(edge.target, modules):
        return False
    return edge.source.startswith(edge.target + ".")


def _report(found: list[Import]) -> str:
    return "\n".join(str(edge) for edge in found)


def test_there_is_no_import_cycle_among_the_modules() -> None:
    edges = all_imports()
    found = cycles(edges)
    report = [
        " <-> ".join(group)
        + "".join(
            f"\n    {line}"
            for line in dict.fromkeys(
                str(edge) for edge in edges if edge.source in group and edge.target in group
            )
        )
        for group in found
    ]
    assert not found, "import cycles (modules importing one another, and the imports):\n" + "\n".join(report)


def test_no_module_imports_the_init_of_its_own_package() -> None:
    modules = module_files()
    found = [edge for edge in all_imports() if runs_back_up(edge, modules)]
    assert not found, f"imports of a package's own __init__ from inside it:\n{_report(found)}"


def test_only_the_package_top_imports_from_cardtable_itself() -> None:
    found = [edge for edge in all_imports() if edge.target == TOP and edge.source != TOP]
    assert not found, f"imports from the top cardtable package:\n{_report(found)}"


# The layers, lowest first: a module imports only its own layer and those below it.
GAME_PACKAGES = tuple(str(getattr(game, "__name__")) for game in GAMES.values())  # noqa: B009
"""Each game's package (its module's name)."""
LAYERS: tuple[tuple[str, ...], ...] = (
    ("cardtable.game", "cardtable.cards", "cardtable.chance", "cardtable.core", "cardtable.pictures"),
    GAME_PACKAGES,
    ("cardtable.games",),
    ("cardtable.records", "cardtable.agents", "cardtable.bots", "cardtable.arena", "cardtable.simulation",
     "cardtable.adapters"),
    ("cardtable.terminal", "cardtable.cli", "cardtable.arena.command", "cardtable.online", "cardtable.home"),
    ("cardtable.bench",),
)  # fmt: skip
"""The package's layers: rules <- records, bots, adapters <- the apps (the commands, the
terminal, and the table service in ``cardtable.online``: the rooms, the server and its
storage) <- the benchmarks."""


def layer_of(module: str) -> int:
    """The layer of a module: its longest matching prefix in ``LAYERS``."""
    best, found = -1, -1
    for number, names in enumerate(LAYERS):
        for name in names:
            if (module == name or module.startswith(name + ".")) and len(name) > best:
                best, found = len(name), number
    return found


def test_imports_point_down_the_layers() -> None:
    upward = [
        edge for edge in all_imports() if edge.source != TOP and layer_of(edge.target) > layer_of(edge.source)
    ]
    assert not upward, f"imports from a lower layer up to a higher one:\n{_report(upward)}"


def test_a_game_imports_no_other_game() -> None:
    games = GAME_PACKAGES
    found = [
        edge
        for edge in all_imports()
        for game in games
        if edge.source.startswith(game)
        and any(edge.target.startswith(other) for other in games if other != game)
    ]
    assert not found, f"a game importing another game:\n{_report(found)}"


def test_import_cardtable_stays_light() -> None:
    """The package top loads the games and the core, not the records' converter, process
    pools, the bots' registry, numpy or the server."""
    script = (
        "import sys, cardtable; heavy = ('cattrs', 'multiprocessing', 'concurrent', 'numpy', 'starlette',"
        " 'cardtable.bots', 'cardtable.records', 'cardtable.simulation', 'cardtable.adapters');"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in heavy or m.startswith(heavy)))"
    )
    ran = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == "[]"


# The checker itself, on a small package written for the purpose.

_SAMPLE = {
    "cardtable/__init__.py": "from cardtable.games import GAMES\nfrom cardtable import game\n",
    "cardtable/games.py": "from cardtable import kings, game\n",
    "cardtable/game.py": "import enum\n",
    "cardtable/agents.py": "def play():\n    from cardtable import GAMES\n",
    "cardtable/kings/__init__.py": "from cardtable.kings.view import view\nfrom .moves import Bet\n",
    "cardtable/kings/moves.py": (
        "from typing import TYPE_CHECKING\nfrom . import view\n"
        "if TYPE_CHECKING:\n    from cardtable.kings import Bet\n"
    ),
    "cardtable/kings/view.py": (
        "import importlib\nfrom cardtable.game import enum\n"
        "def to_act():\n    from cardtable.kings import to_act\n"
        "def late():\n    return importlib.import_module('cardtable.agents')\n"
    ),
}


@pytest.fixture
def sample(tmp_path: Path) -> Path:
    for name, text in _SAMPLE.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_the_checker_reads_relative_function_level_and_submodule_imports(sample: Path) -> None:
    edges = {(edge.source, edge.target) for edge in all_imports(sample)}
    assert edges == {
        ("cardtable", "cardtable.games"),
        ("cardtable", "cardtable.game"),
        ("cardtable.games", "cardtable.kings"),
        ("cardtable.games", "cardtable.game"),
        ("cardtable.agents", "cardtable"),
        ("cardtable.kings", "cardtable.kings.view"),
        ("cardtable.kings", "cardtable.kings.moves"),
        ("cardtable.kings.moves", "cardtable.kings.view"),
        ("cardtable.kings.view", "cardtable.game"),
        ("cardtable.kings.view", "cardtable.kings"),
        ("cardtable.kings.view", "cardtable.agents"),
    }


def test_the_checker_finds_cycles_and_imports_that_run_back_up(sample: Path) -> None:
    edges = all_imports(sample)
    modules = module_files(sample)
    assert cycles(edges) == [
        [
            "cardtable",
            "cardtable.agents",
            "cardtable.games",
            "cardtable.kings",
            "cardtable.kings.moves",
            "cardtable.kings.view",
        ]
    ]
    assert [str(edge) for edge in edges if runs_back_up(edge, modules)] == [
        "cardtable/kings/view: line 4: from cardtable.kings import to_act"
    ]
    up_top = [edge.source for edge in edges if edge.target == TOP and edge.source != TOP]
    assert up_top == ["cardtable.agents"]


def _strings_outside_docstrings(tree: ast.AST) -> Iterator[ast.Constant]:
    """The string constants of a module that are not docstrings (of the module, a class, a function)."""
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
        # A string standing alone after an assignment documents it.
        body = getattr(node, "body", None)
        if isinstance(body, list):
            for before, after in pairwise(body):
                if (
                    isinstance(before, ast.Assign | ast.AnnAssign)
                    and isinstance(after, ast.Expr)
                    and isinstance(after.value, ast.Constant)
                ):
                    docstrings.add(id(after.value))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node


def test_no_layer_above_the_games_names_a_game() -> None:
    """A shared layer learns what it needs of a game from the game itself (its facts), never from
    a table, an ``if name == ...`` or a string import of its own: outside the games' packages
    and the registry, no string is a game's name or a game's module (a help text's example
    command line may mention one)."""
    names = set(GAMES) | set(GAME_PACKAGES) | {package.rsplit(".", 1)[-1] for package in GAME_PACKAGES}
    found = []
    for module, path in module_files().items():
        if module == "cardtable.games" or any(module.startswith(package) for package in GAME_PACKAGES):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in _strings_outside_docstrings(tree):
            text = str(node.value)
            if text in names or text.startswith(tuple(f"{package}." for package in GAME_PACKAGES)):
                found.append(f"{module}: line {node.lineno}: {text[:70]!r}")
    assert not found, "game names outside the games:\n" + "\n".join(found)
