# Two commands do all set-up: `make run` starts the app, `make test` runs every check.
UV := $(shell command -v uv 2>/dev/null || echo "python3 -m uv")

.PHONY: run test lint typecheck env bench

env:
	@command -v uv >/dev/null 2>&1 || python3 -m uv --version >/dev/null 2>&1 || python3 -m pip install --quiet uv
	$(UV) sync --frozen

run: env
	$(UV) run streamlit run streamlit_app.py --server.address 127.0.0.1

lint: env
	$(UV) run ruff check .
	$(UV) run ruff format --check .

typecheck: env
	$(UV) run mypy wormlib

test: lint typecheck
	$(UV) run pytest -n 2

bench: env
	$(UV) run python benchmarks/bench_solver.py
	$(UV) run python benchmarks/bench_games.py
	$(UV) run python benchmarks/bench_app.py
