# Two commands do all set-up: `make run` starts the app, `make test` runs every check.
# uv comes from PATH, or is installed into .tools/ (a venv, so no system pip is touched).
UV ?= $(shell command -v uv 2>/dev/null || echo .tools/bin/uv)

.PHONY: run class check test test-wide lint typecheck env bench notebook

.tools/bin/uv:
	python3 -m venv .tools
	.tools/bin/python -m pip install --quiet uv

# The lock with the default groups: the app's extra (wormlib[app]), dev and notebook.
env: $(filter .tools/bin/uv,$(UV))
	$(UV) sync --frozen

run: env
	$(UV) run streamlit run serve.py --server.address 127.0.0.1

# For a lesson: serve the pupils' phones on the local network, printing the address and a QR code.
class: env
	$(UV) run python tools/serve_class.py

lint: env
	$(UV) run ruff check .
	$(UV) run ruff format --check .

typecheck: env
	$(UV) run mypy wormlib app pages tools tests benchmarks streamlit_app.py serve.py

# The fast loop while working: lint, types, unit and AppTest tests (no browser, no notebooks).
check: lint typecheck
	$(UV) run pytest -n 2 --dist worksteal -m "not slow and not browser"

# Every check, with the browser tier that covers each page and journey once (docs/testing.md).
test: lint typecheck
	$(UV) run pytest -n 2 --dist worksteal -m "not wide"

# Before resolving an issue that changes a page: every language on every screen, long journeys.
test-wide: lint typecheck
	$(UV) run pytest -n 2 --dist worksteal

# Optional: the lesson notebooks in JupyterLab (its dependency group installs on first use).
notebook: env
	$(UV) run --group jupyter jupyter lab notebooks/

bench: env
	$(UV) run python benchmarks/bench_solver.py
	$(UV) run python benchmarks/bench_games.py
	$(UV) run python benchmarks/bench_app.py
