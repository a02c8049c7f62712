# The teaching app in a container, for schools that host it themselves.
#   docker build -t wormlib .
#   docker run -p 8501:8501 wormlib              # then open http://localhost:8501
# Several replicas behind a reverse proxy: see compose.yaml and deploy/nginx.conf.
# Streamlit's conventions: a slim Python base, the locked dependencies (uv.lock, without the
# dev/test groups), a non-root user, a health check on /_stcore/health.

FROM python:3.11-slim AS build
COPY --from=ghcr.io/astral-sh/uv:0.13.9 /uv /bin/uv
ENV UV_COMPILE_BYTECODE=1 UV_LINK_MODE=copy UV_PYTHON_DOWNLOADS=never
WORKDIR /app
# Dependencies first (a layer that only changes with uv.lock), then the project itself.
COPY pyproject.toml uv.lock README.md ./
RUN uv sync --frozen --no-default-groups --no-install-project --no-editable
COPY wormlib ./wormlib
RUN uv sync --frozen --no-default-groups --no-editable

FROM python:3.11-slim
RUN useradd --create-home --uid 10001 app
WORKDIR /app
COPY --from=build /app/.venv /app/.venv
COPY --chown=root:root streamlit_app.py ./
COPY --chown=root:root .streamlit ./.streamlit
COPY --chown=root:root app ./app
COPY --chown=root:root pages ./pages
COPY --chown=root:root notebooks ./notebooks
ENV PATH=/app/.venv/bin:$PATH PYTHONUNBUFFERED=1
USER app
EXPOSE 8501
# slim has no curl: Python asks the health endpoint (exit 1 when it does not answer "ok").
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["python", "-c", "import urllib.request,sys; sys.exit(urllib.request.urlopen('http://127.0.0.1:8501/_stcore/health', timeout=4).read() != b'ok')"]
# No file watcher in production (it costs CPU and nothing changes); headless: no browser.
ENTRYPOINT ["streamlit", "run", "streamlit_app.py", "--server.port=8501", "--server.address=0.0.0.0", "--server.headless=true", "--server.fileWatcherType=none", "--browser.gatherUsageStats=false"]
