"""Leaving the table from the real command in a pseudo-terminal: Ctrl-D and Ctrl-C (q: see
test_command_line, after help)."""

from __future__ import annotations

import pexpect  # type: ignore[import-untyped]

from tests.terminal.person import MOVE_PROMPT, PICK_PROMPT, spawn


def _at_the_first_prompt(*args: str) -> pexpect.spawn:
    child = spawn("play", *args)
    child.expect(MOVE_PROMPT)
    return child


def _closed(child: pexpect.spawn) -> str:
    child.expect(pexpect.EOF)
    text = str(child.before)
    child.close()
    return text


def test_ctrl_d_leaves_the_table_with_status_0() -> None:
    child = _at_the_first_prompt("open-mercy", "--seed", "3")
    assert "\x1b[" not in str(child.before)  # NO_COLOR is set: no color, even on a terminal
    child.sendeof()
    text = _closed(child)
    assert "You left the table." in text and "Traceback" not in text
    assert child.exitstatus == 0


def test_ctrl_c_at_the_prompt_leaves_cleanly_with_status_130() -> None:
    """Here the prompt is for the next card to pick out of a King Cut-Throat hand."""
    child = _at_the_first_prompt("king-cut-throat", "--seed", "3")
    child.sendline("1")
    child.expect(PICK_PROMPT)
    child.sendintr()
    text = _closed(child)
    assert "You left the table." in text and "Traceback" not in text and "KeyboardInterrupt" not in text
    assert child.exitstatus == 130
