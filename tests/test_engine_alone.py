"""``pip install wormlib`` brings the engine without the app: the wheel is built, installed in
a clean virtual environment with only its own dependencies (and the notebook runner, to run the
lessons), and there the README's command-line examples and the English lessons run, while
none of the app's dependencies (the ``app`` extra) is installed.

Slow (about two minutes): it builds, installs from the registry or uv's cache, and runs five
notebooks. Python runs with ``-P``, so the checkout's own ``wormlib`` is never imported.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_readme_examples import readme_commands

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
UV = shutil.which("uv") or str(ROOT / ".tools" / "bin" / "uv")
APP_ONLY = ("streamlit", "sqlalchemy", "segno", "psycopg")
RUN_LESSON = """
import sys
from pathlib import Path
import nbformat
from nbclient import NotebookClient
path = Path(sys.argv[1])
notebook = nbformat.read(path, as_version=4)
NotebookClient(notebook, timeout=300, kernel_name="python3",
               resources={"metadata": {"path": str(path.parent)}}).execute()
"""


def uv(*args: str, cwd: Path = ROOT) -> str:
    done = subprocess.run(
        [UV, *args], cwd=cwd, capture_output=True, text=True, check=False, timeout=600
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


@pytest.fixture(scope="module")
def python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The interpreter of a clean environment holding the wheel and the notebook runner."""
    if not Path(UV).exists():
        pytest.skip("uv is not installed (make env installs it into .tools/)")
    where = tmp_path_factory.mktemp("engine")
    uv("build", "--wheel", "--out-dir", str(where / "dist"))
    (wheel,) = (where / "dist").glob("wormlib-*.whl")
    uv("venv", "--quiet", "--python", sys.executable, str(where / "venv"))
    pins = where / "pins.txt"  # the locked versions of the engine's and the runner's packages
    pins.write_text(
        uv("export", "--frozen", "--no-default-groups", "--group", "notebook", "--no-hashes",
           "--no-emit-project", "--quiet")
    )  # fmt: skip
    python = where / "venv" / "bin" / "python"
    uv("pip", "install", "--quiet", "--python", str(python), "-r", str(pins), str(wheel))
    return python


def run(python: Path, *args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    return subprocess.run(
        [str(python), "-P", *args], cwd=cwd, env=env, capture_output=True, text=True,
        check=False, timeout=600,
    )  # fmt: skip


def test_the_wheel_installs_the_engine_without_the_app(python: Path) -> None:
    code = (
        "import importlib.util, wormlib, wormlib.pig.solver, wormlib.rummikub.solver; "
        f"print(wormlib.__file__); print([m for m in {APP_ONLY!r} if importlib.util.find_spec(m)])"
    )
    done = run(python, "-c", code)
    assert done.returncode == 0, done.stderr
    where, app = done.stdout.splitlines()
    assert Path(where).is_relative_to(python.parent.parent) and app == "[]"


@pytest.mark.parametrize("command", readme_commands())
def test_a_readme_command_runs_with_the_engine_alone(python: Path, command: str) -> None:
    words = shlex.split(command)
    assert words[:3] == ["uv", "run", "python"]
    done = run(python, *words[3:])
    assert (done.returncode, done.stderr) == (0, ""), command
    assert done.stdout.strip()


@pytest.mark.parametrize(
    "lesson", sorted((ROOT / "notebooks" / "en").glob("*.ipynb")), ids=lambda p: p.name
)
def test_an_english_lesson_runs_with_the_engine_alone(python: Path, lesson: Path) -> None:
    done = run(python, "-c", RUN_LESSON, str(lesson))
    assert done.returncode == 0, done.stderr[-3000:]
