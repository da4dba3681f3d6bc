"""Passwords, tokens and made-up handles: what may sign someone in, and how it is kept.

A password is hashed with ``hashlib.scrypt`` (memory-hard: 16 MiB a try) under a
salt of its own account's, and only the hash is kept; ``check`` compares in
constant time. A token is 32 random bytes from ``secrets``, handed to the
browser once and kept only as its SHA-256: a token is long and random, so a
fast hash is enough, and a leaked table of digests lets no one in.

>>> kept = hash_password("correct horse")
>>> kept.startswith("scrypt$"), "correct horse" in kept
(True, False)
>>> check_password("correct horse", kept), check_password("wrong horse", kept)
(True, False)
>>> len(new_token()) >= 43, len(token_digest("abc"))
(True, 64)
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets

__all__ = [
    "HANDLE_PATTERN",
    "PASSWORD_LENGTHS",
    "check_handle",
    "check_password",
    "check_password_rules",
    "guest_handle",
    "hash_password",
    "new_token",
    "token_digest",
]

_N, _R, _P = 2**14, 8, 1  # 128 * r * n bytes: 16 MiB a try
_SALT_BYTES = 16
PASSWORD_LENGTHS = (8, 200)
"""A password is 8 to 200 characters (the upper bound keeps a hash's cost bounded)."""
HANDLE_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{2,23}")
"""A claimed handle: 3 to 24 letters, digits, ``_`` or ``-``, starting with a letter or digit."""

_MOODS = (
    "Brave",
    "Calm",
    "Clever",
    "Bold",
    "Lucky",
    "Quick",
    "Quiet",
    "Sly",
    "Sunny",
    "Wild",
    "Merry",
    "Keen",
)
_CREATURES = (
    "Otter",
    "Heron",
    "Fox",
    "Badger",
    "Lynx",
    "Wren",
    "Moth",
    "Hare",
    "Owl",
    "Newt",
    "Crane",
    "Mole",
)


def hash_password(password: str) -> str:
    """The password's scrypt hash with a fresh salt, as ``scrypt$n$r$p$salt$hash`` (hex)."""
    salt = secrets.token_bytes(_SALT_BYTES)
    digest = hashlib.scrypt(password.encode(), salt=salt, n=_N, r=_R, p=_P)
    return f"scrypt${_N}${_R}${_P}${salt.hex()}${digest.hex()}"


def check_password(password: str, kept: str) -> bool:
    """Whether ``password`` is the one ``kept`` (a ``hash_password`` result) was made from."""
    try:
        name, n, r, p, salt, digest = kept.split("$")
        if name != "scrypt":
            return False
        tried = hashlib.scrypt(password.encode(), salt=bytes.fromhex(salt), n=int(n), r=int(r), p=int(p))
    except ValueError:
        return False
    return hmac.compare_digest(tried.hex(), digest)


def check_password_rules(password: object) -> str:
    """The password if it is text of an allowed length; ``ValueError`` saying what is wrong.

    >>> check_password_rules("short")
    Traceback (most recent call last):
    ...
    ValueError: A password is 8 to 200 characters
    """
    low, high = PASSWORD_LENGTHS
    if type(password) is not str or not low <= len(password) <= high:
        raise ValueError(f"A password is {low} to {high} characters")
    return password


def check_handle(handle: object) -> str:
    """The handle if it may be claimed; ``ValueError`` saying what is wrong.

    >>> check_handle("Jo_88")
    'Jo_88'
    >>> check_handle("no spaces")
    Traceback (most recent call last):
    ...
    ValueError: A handle is 3 to 24 letters, digits, _ or -, starting with a letter or digit
    """
    if type(handle) is not str or not HANDLE_PATTERN.fullmatch(handle):
        raise ValueError("A handle is 3 to 24 letters, digits, _ or -, starting with a letter or digit")
    return handle


def guest_handle() -> str:
    """A made-up handle for a new guest: a mood, a creature and a number.

    >>> HANDLE_PATTERN.fullmatch(guest_handle()) is not None
    True
    """
    return f"{secrets.choice(_MOODS)}{secrets.choice(_CREATURES)}{secrets.randbelow(1000)}"


def new_token() -> str:
    """A fresh long-lived token (URL-safe text, 256 random bits)."""
    return secrets.token_urlsafe(32)


def token_digest(token: str) -> str:
    """What is kept of a token: its SHA-256 in hex."""
    return hashlib.sha256(token.encode()).hexdigest()
