# The teaching app in a container, for schools that host it themselves.
#   docker build -t wormlib .
#   docker run -p 8501:8501 -v wormlib-data:/data wormlib     # then open http://localhost:8501
# Several replicas behind a reverse proxy, sharing a PostgreSQL class store: compose.yaml.
# Streamlit's conventions: a slim Python base, the locked dependencies with the app extra (uv.lock,
# without the dev/test groups), a non-root user, a health check on /_stcore/health.
#
# BASE is any Debian-like image with python3 (3.11 or newer) and its venv module: the default,
# or a base made from Debian packages where no registry can be reached
# (deploy/check_compose.sh: --build-arg BASE=localhost/wormlib-base:bookworm).
ARG BASE=python:3.11-slim

FROM ${BASE} AS build
# uv from PyPI (not from its own image: one registry less to reach), in a venv of its own.
ARG UV_VERSION=0.13.9
RUN python3 -m venv /opt/uv \
    && /opt/uv/bin/pip install --no-cache-dir --disable-pip-version-check "uv==${UV_VERSION}"
ENV UV_COMPILE_BYTECODE=1 UV_LINK_MODE=copy UV_PYTHON_DOWNLOADS=never UV_PYTHON=python3
WORKDIR /app
# Dependencies first (a layer that only changes with uv.lock), then the project itself.
COPY pyproject.toml uv.lock README.md ./
RUN /opt/uv/bin/uv sync --frozen --no-default-groups --extra app --no-install-project --no-editable
COPY wormlib ./wormlib
RUN /opt/uv/bin/uv sync --frozen --no-default-groups --extra app --no-editable

FROM ${BASE}
RUN useradd --create-home --uid 10001 app \
    && mkdir /data && chown app:app /data
WORKDIR /app
COPY --from=build /app/.venv /app/.venv
COPY --chown=root:root streamlit_app.py serve.py ./
COPY --chown=root:root .streamlit ./.streamlit
COPY --chown=root:root app ./app
COPY --chown=root:root pages ./pages
COPY --chown=root:root notebooks ./notebooks
# The class store: SQLite in /data unless WORMLIB_CLASS_DB names a database (docs/hosting.md).
# A volume, so the classes of a running lesson outlive a restart of the container.
ENV PATH=/app/.venv/bin:$PATH PYTHONUNBUFFERED=1 WORMLIB_DATA_DIR=/data
VOLUME /data
USER app
EXPOSE 8501
# No curl in the image: Python asks the health endpoint (exit 1 when it does not answer "ok").
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["python3", "-c", "import urllib.request,sys; sys.exit(urllib.request.urlopen('http://127.0.0.1:8501/_stcore/health', timeout=4).read() != b'ok')"]
# No file watcher in production (it costs CPU and nothing changes); headless: no browser.
ENTRYPOINT ["streamlit", "run", "serve.py", "--server.port=8501", "--server.address=0.0.0.0", "--server.headless=true", "--server.fileWatcherType=none", "--browser.gatherUsageStats=false"]
