"""A bounded cache that computes each value once, however many sessions ask at the same time.

``functools.lru_cache`` lets every thread that misses compute the value itself: thirty
first visitors of a fresh server each computed the same lessons' figures (19 s of server CPU
where one visitor costs 3 s, benchmarks/bench_first_visits.py). Here the first caller of a
key computes it and the others wait for that result. Only for pure values, the same for
everyone (solves, figures, charts): never a session's state (STYLE.md).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from functools import _CacheInfo, lru_cache, update_wrapper
from typing import Generic, ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


class Shared(Generic[P, R]):
    """``function`` behind an LRU cache of ``maxsize`` values and one lock per key in flight."""

    def __init__(self, function: Callable[P, R], maxsize: int | None) -> None:
        self._cached = lru_cache(maxsize)(function)
        self._compute: Callable[P, R] = self._cached  # the same, typed as ``function``
        self._guard = threading.Lock()
        self._locks: dict[Hashable, tuple[threading.Lock, int]] = {}  # key -> lock, callers
        update_wrapper(self, function)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        key = (args, tuple(sorted(kwargs.items())))
        with self._guard:
            lock, callers = self._locks.get(key, (threading.Lock(), 0))
            self._locks[key] = (lock, callers + 1)
        try:
            with lock:  # a miss computes while the others with this key wait; a hit is quick
                return self._compute(*args, **kwargs)
        finally:
            with self._guard:
                lock, callers = self._locks[key]
                if callers == 1:
                    del self._locks[key]
                else:
                    self._locks[key] = (lock, callers - 1)

    def cache_clear(self) -> None:
        self._cached.cache_clear()

    def cache_info(self) -> _CacheInfo:
        return self._cached.cache_info()


def shared(maxsize: int | None = 128) -> Callable[[Callable[P, R]], Shared[P, R]]:
    """``@shared(maxsize)``: like ``@lru_cache(maxsize)``, computing each key only once."""

    def decorate(function: Callable[P, R]) -> Shared[P, R]:
        return Shared(function, maxsize)

    return decorate
