"""The image's build context holds every file the Dockerfile copies from it.

.dockerignore lets in only what the image needs (everything else is ``*``): a file copied by
the Dockerfile but not let in fails ``docker build`` at that COPY (serve.py once did).
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def let_in(dockerignore: str) -> set[str]:
    """The top-level names a ``*`` then ``!name`` .dockerignore lets into the context."""
    lines = [line.strip() for line in dockerignore.splitlines()]
    assert "*" in lines, "the file no longer starts from nothing: check it by hand"
    return {line[1:].strip("/") for line in lines if line.startswith("!")}


def copied(dockerfile: str) -> set[str]:
    """The top-level names the Dockerfile's COPY lines take from the build context."""
    names: set[str] = set()
    for line in dockerfile.splitlines():
        words = line.split()
        if not words or words[0] != "COPY" or any(w.startswith("--from") for w in words):
            continue
        sources = [w for w in words[1:-1] if not w.startswith("--")]
        names.update(s.removeprefix("./").split("/")[0] for s in sources)
    return names


def test_the_build_context_holds_what_the_dockerfile_copies() -> None:
    needed = copied((ROOT / "Dockerfile").read_text(encoding="utf-8"))
    assert {"serve.py", "app", "wormlib", "uv.lock"} <= needed
    assert needed <= let_in((ROOT / ".dockerignore").read_text(encoding="utf-8"))


def test_a_file_left_out_of_the_context_is_found() -> None:
    dockerfile = (
        "FROM x\nCOPY a.py b.py ./\nCOPY --from=build /app/.venv /app/.venv\nCOPY app ./app\n"
    )
    assert copied(dockerfile) == {"a.py", "b.py", "app"}
    assert not copied(dockerfile) <= let_in("*\n!a.py\n!app/\n")
