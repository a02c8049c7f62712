"""The shared cache (app/common/once.py): what many sessions ask at once is computed once."""

from __future__ import annotations

import threading

import pytest

from app.common.once import Shared, shared

CALLERS = 8


def test_callers_that_miss_together_wait_for_one_computation() -> None:
    calls: list[int] = []
    release = threading.Event()

    @shared(maxsize=4)
    def solve(n: int) -> int:
        calls.append(n)
        release.wait()
        return n * n

    answers: list[int] = []
    threads = [threading.Thread(target=lambda: answers.append(solve(3))) for _ in range(CALLERS)]
    for thread in threads:
        thread.start()
    while _callers(solve, 3) < CALLERS:  # every caller in, one of them computing
        pass
    release.set()
    for thread in threads:
        thread.join()
    assert calls == [3] and answers == [9] * CALLERS
    assert not solve._locks  # nothing kept per key once the callers are gone


def _callers(function: Shared[[int], int], n: int) -> int:
    with function._guard:
        return function._locks.get(((n,), ()), (None, 0))[1]


def test_it_caches_like_lru_cache_and_keeps_no_error() -> None:
    calls: list[int] = []

    @shared(maxsize=2)
    def inverse(n: int) -> float:
        calls.append(n)
        return 1 / n

    assert [inverse(1), inverse(1), inverse(2), inverse(4), inverse(1)] == [1, 1, 0.5, 0.25, 1]
    assert calls == [1, 2, 4, 1]  # two kept: 1 went when 4 came
    for _ in range(2):
        with pytest.raises(ZeroDivisionError):
            inverse(0)
    assert calls[-2:] == [0, 0]
    assert inverse.cache_info().currsize == 2
    inverse.cache_clear()
    assert inverse.cache_info().currsize == 0
