"""The manual: the site builds strictly, every page's links and file names resolve, every
public module has a reference page, and every public name has a docstring to show in it.

The examples on the pages are doctests that pytest collects itself (``--doctest-glob=*.md``);
these tests need the ``docs`` extra (mkdocs, mkdocs-material, mkdocstrings), as CI installs it.
"""

from __future__ import annotations

import ast
import functools
import importlib
import os
import pkgutil
import re
import shlex
import subprocess
import sys
import tomllib
import types
from collections.abc import Iterator
from pathlib import Path

import griffe
import pytest

import cardtable
from cardtable.cli import parser as cli_parser

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
REFERENCE = DOCS / "reference"
PAGES = sorted(DOCS.rglob("*.md"))
GAME_MODULES = sorted(
    game.__name__ for game in cardtable.GAMES.values() if isinstance(game, types.ModuleType)
)
# Directories that are not the project's own files (tools' caches, a built site).
NOT_OURS = {".git", ".venv", ".mypy_cache", ".ruff_cache", ".hypothesis", "__pycache__", "site", "build"}

FENCED_BLOCK = re.compile(r"^```([\w-]*)[^\n]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)
CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)
INLINE_LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
LINK_DEFINITION = re.compile(r"^[ ]{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)", re.MULTILINE)
FILE_NAME = re.compile(r"(?<![\w/.*-])((?:[\w.-]+/)*[\w-]+\.(?:md|txt|py|toml|ya?ml|json|cfg|ini))(?![\w/])")
SHELL_LANGUAGES = {"", "console", "shell", "sh", "bash"}


def _prose(text: str) -> str:
    """A page without its fenced blocks and code spans, where link syntax is only text."""
    return CODE_SPAN.sub("", FENCED_BLOCK.sub("", text))


def _shown(path: Path) -> str:
    return str(path.relative_to(ROOT))


def test_the_site_builds_with_no_warning(tmp_path: Path) -> None:
    config = str(ROOT / "mkdocs.yml")
    built = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-f", config, "-d", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        timeout=600,
    )
    log = built.stdout + built.stderr
    assert built.returncode == 0, log
    assert "WARNING" not in log, log
    assert (tmp_path / "index.html").is_file()
    assert (tmp_path / "reference" / "cardtable" / "index.html").is_file()


@pytest.mark.parametrize("page", PAGES, ids=_shown)
def test_every_link_on_a_page_reaches_a_file_of_the_repository(page: Path) -> None:
    prose = _prose(page.read_text(encoding="utf-8"))
    broken = []
    for target in INLINE_LINK.findall(prose) + LINK_DEFINITION.findall(prose):
        if re.match(r"[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
            continue  # a web address, or a place on the same page (checked by the strict build)
        path = target.split("#", 1)[0]
        if path.startswith("/") or not (page.parent / path).exists():
            broken.append(target)
    assert not broken, f"{_shown(page)} links to what the repository does not have: {broken}"


@functools.cache
def _repository_files() -> frozenset[str]:
    found = set()
    for path in ROOT.rglob("*"):
        relative = path.relative_to(ROOT)
        if path.is_file() and not NOT_OURS.intersection(relative.parts) and "egg-info" not in str(relative):
            found.add(relative.as_posix())
    return frozenset(found)


def _names_a_file_we_have(name: str, near: Path) -> bool:
    if (near / name).exists():
        return True
    return any(path == name or path.endswith(f"/{name}") for path in _repository_files())


def _docstrings(path: Path) -> Iterator[str]:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            docstring = ast.get_docstring(node)
            if docstring:
                yield docstring


SOURCES = sorted((ROOT / "src" / "cardtable").rglob("*.py"))


@pytest.mark.parametrize("path", [*PAGES, ROOT / "README.md", *SOURCES], ids=_shown)
def test_every_file_a_page_or_docstring_names_is_in_the_repository(path: Path) -> None:
    """A reader sent to a file (``RULINGS.md``, a seed text) must be able to open it."""
    texts = list(_docstrings(path)) if path.suffix == ".py" else [path.read_text(encoding="utf-8")]
    missing = sorted(
        {
            name
            for text in texts
            for name in FILE_NAME.findall(text)
            if not _names_a_file_we_have(name, path.parent)
        }
    )
    assert not missing, f"{_shown(path)} names files the repository does not have: {missing}"


def _reference_targets() -> dict[str, Path]:
    targets = {}
    for page in sorted(REFERENCE.rglob("*.md")):
        for name in re.findall(r"^::: ([\w.]+)", page.read_text(encoding="utf-8"), re.MULTILINE):
            targets[name] = page
    return targets


def _public_modules() -> list[str]:
    """``cardtable``, its modules and packages, and the modules of every package that is
    not a game (a game's page documents the names its package exports)."""
    names = ["cardtable"]
    for module in pkgutil.iter_modules(cardtable.__path__, "cardtable."):
        if module.name.rsplit(".", 1)[1].startswith("_"):
            continue
        names.append(module.name)
        if module.ispkg and module.name not in GAME_MODULES:
            package = importlib.import_module(module.name)
            names += [sub.name for sub in pkgutil.iter_modules(package.__path__, f"{module.name}.")]
    return names


@pytest.mark.parametrize("module", _public_modules())
def test_every_public_module_has_a_page_in_the_reference(module: str) -> None:
    assert module in _reference_targets(), f"no page under docs/reference has '::: {module}'"


@functools.cache
def _loaded() -> griffe.ModulesCollection:
    loader = griffe.GriffeLoader(search_paths=[str(ROOT / "src")])
    loader.load("cardtable")
    loader.resolve_aliases(implicit=False, external=False)
    return loader.modules_collection


def _documented_object(module: types.ModuleType, name: str) -> griffe.Object:
    """Where ``module.name`` is defined, as Griffe reads the source.

    A class or function is found by its own module and name: a game package's
    ``view`` function shares its name with the package's ``view`` module.
    """
    value = getattr(module, name)
    if isinstance(value, type | types.FunctionType):
        path = f"{value.__module__}.{value.__qualname__}"
    else:
        path = f"{module.__name__}.{name}"
    found = _loaded()[path]
    return found.final_target if isinstance(found, griffe.Alias) else found


def _has_docstring(obj: griffe.Object | griffe.Alias) -> bool:
    return obj.docstring is not None and bool(obj.docstring.value.strip())


def _is_method(member: griffe.Object | griffe.Alias) -> bool:
    return member.is_function or (member.is_attribute and "property" in member.labels)


@pytest.mark.parametrize("module_name", ["cardtable", *GAME_MODULES])
def test_every_public_name_and_method_has_a_docstring(module_name: str) -> None:
    module = importlib.import_module(module_name)
    undocumented = []
    for name in module.__all__:
        obj = _documented_object(module, name)
        if not _has_docstring(obj):
            undocumented.append(f"{name} ({obj.path})")
        if obj.is_class:
            undocumented += [
                f"{name}.{method} ({member.path})"
                for method, member in obj.members.items()
                if not method.startswith("_") and _is_method(member) and not _has_docstring(member)
            ]
    assert not undocumented, f"{module_name}: no docstring for {', '.join(undocumented)}"


def _listed_members(page: Path) -> list[str]:
    text = page.read_text(encoding="utf-8")
    return re.findall(r"^\s+- (\w+)\s*$", text.split("members:", 1)[1], re.MULTILINE)


@pytest.mark.parametrize("module_name", GAME_MODULES)
def test_a_game_reference_page_lists_every_name_the_game_defines(module_name: str) -> None:
    """A name is listed itself or through the module that defines it (``view``: ``View``, ``view``)."""
    page = _reference_targets()[module_name]
    listed = set(_listed_members(page))
    module = importlib.import_module(module_name)
    missing = []
    for name in module.__all__:
        path = _documented_object(module, name).path
        if not path.startswith(f"{module_name}."):
            continue  # shared (a French card, a core helper): documented where it is defined
        defined_in = path[len(module_name) + 1 :].split(".", 1)[0]
        if name not in listed and defined_in not in listed:
            missing.append(name)
    assert not missing, f"{_shown(page)} does not list {missing}"
    assert not listed - set(module.__all__) - {"view"}, f"{_shown(page)} lists names the game does not export"


def _shell_commands(path: Path) -> Iterator[str]:
    """The commands of a page's shell blocks: in a block with ``$`` prompts, only the
    prompted lines (the rest is what they print); otherwise every line."""
    for language, body in FENCED_BLOCK.findall(path.read_text(encoding="utf-8")):
        if language in SHELL_LANGUAGES:
            lines = body.splitlines()
            prompted = [line.removeprefix("$ ") for line in lines if line.startswith("$ ")]
            for line in prompted or lines:
                for command in line.split("&&"):
                    if command.strip():
                        yield command.strip()


def _extras() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return set(project["optional-dependencies"])


@pytest.mark.parametrize("path", [ROOT / "README.md", *PAGES], ids=_shown)
def test_every_command_shown_names_real_extras_and_parses(path: Path) -> None:
    """Shell lines cannot run as doctests; each ``pip install`` must name extras the project
    has, and each ``cardtable`` command line (a synopsis with ``[...]`` aside) must parse."""
    for command in _shell_commands(path):
        words = shlex.split(command, comments=True)
        if "pip" in words[0] and "install" in words:
            for extras in re.findall(r"\.\[([\w,-]+)\]", command):
                assert set(extras.split(",")) <= _extras(), f"{_shown(path)}: {command}"
        elif words[0].endswith("cardtable") and "[" not in command:
            cli_parser.build().parse_args(words[1:])
