"""Raw uploads from one open session: how many the server keeps and what its memory does.

    uv run python benchmarks/bench_upload_flood.py [--uploads 600] [--bytes 1000000]
    uv run python benchmarks/bench_upload_flood.py --proxy          # through deploy/nginx.conf
    uv run python benchmarks/bench_upload_flood.py --ttl 10 --rounds 2

Starts a real ``streamlit run`` on a free loopback port (optionally with Debian's nginx in
front, configured by ``deploy/nginx.conf`` with its upstream on that port), opens one session
as a browser does (the page, the XSRF cookie, the websocket), asks once for an upload address
and then PUTs ``--uploads`` files of ``--bytes`` each to that session's upload path, each with
a new file id, as fast as one connection allows. No widget ever refers to those files.

It prints the answers (accepted, refused), the server's RSS and the bytes Streamlit holds in
its uploaded-file storage (``cache_memory_bytes`` of ``UploadedFileManager`` on
``/_stcore/metrics``): before, right after the flood, after the session's websocket closed,
after the disconnected session's time-to-live (``--ttl``, Streamlit's
``server.disconnectedSessionTTL``), and after one more visit has come and gone.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import re
import shutil
import subprocess
import tempfile
import time
import urllib.request
import uuid
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import psutil  # type: ignore[import-untyped]
from streamlit.proto.BackMsg_pb2 import BackMsg

from benchmarks import bench_classroom as bc

NGINX_CONF = bc.ROOT / "deploy" / "nginx.conf"
NGINX = os.environ.get("NGINX", "/usr/sbin/nginx")
METRICS_TTL = 5.1  # seconds; Streamlit caches its memory figures for 5 s


def stored_bytes(port: int) -> int:
    """The bytes in Streamlit's uploaded-file storage, all sessions together (Streamlit
    computes the figure at most every 5 seconds: this waits for a fresh one)."""
    time.sleep(METRICS_TTL)
    with urllib.request.urlopen(f"http://{bc.HOST}:{port}/_stcore/metrics", timeout=10) as r:
        text = r.read().decode()
    found = re.search(r'cache_type="UploadedFileManager",cache=""} (\d+)', text)
    return int(found.group(1)) if found else 0


@contextlib.contextmanager
def nginx(upstream: int) -> Iterator[int]:
    """Debian's nginx on a free loopback port with ``deploy/nginx.conf``, its replicas
    replaced by the one server at ``upstream``: the port it listens on."""
    if shutil.which(NGINX) is None:
        raise RuntimeError(f"no nginx at {NGINX} (apt-get install nginx)")
    port = bc.free_port()
    conf = NGINX_CONF.read_text(encoding="utf-8")
    conf = re.sub(r"(\s*server app\d:8501;)+", f"\n    server {bc.HOST}:{upstream};", conf)
    conf = conf.replace("listen 80;", f"listen {bc.HOST}:{port};")
    with tempfile.TemporaryDirectory(prefix="nginx-") as tmp:
        os.chmod(tmp, 0o755)  # run as root, nginx's workers are "nobody"
        temp_paths = "".join(
            f"    {kind}_temp_path {tmp}/{kind};\n"
            for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
        )
        Path(tmp, "nginx.conf").write_text(
            f"daemon off;\npid {tmp}/nginx.pid;\nerror_log {tmp}/error.log;\nevents {{}}\n"
            f"http {{\n    access_log off;\n{temp_paths}{conf}\n}}\n",
            encoding="utf-8",
        )
        process = subprocess.Popen(
            [NGINX, "-p", tmp, "-e", f"{tmp}/error.log", "-c", f"{tmp}/nginx.conf"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        try:
            deadline = time.monotonic() + 20
            while True:
                try:
                    bc._get(port, "/_stcore/health")
                    break
                except OSError:
                    if process.poll() is not None or time.monotonic() > deadline:
                        error = Path(tmp, "error.log").read_text(errors="replace")[-2000:]
                        raise RuntimeError(f"nginx did not start: {error}") from None
                    time.sleep(0.2)
            yield port
        finally:
            process.terminate()
            process.wait(10)


async def upload_base(session: bc.Session) -> str:
    """The session's upload path (``/_stcore/upload_file/<session id>``), asked for as the
    browser asks for the address of a file it is about to upload."""
    assert session.ws is not None
    message = BackMsg()
    message.file_urls_request.request_id = "flood"
    message.file_urls_request.file_names.append("flood.json")
    await session.ws.send(message.SerializeToString())
    urls = await asyncio.wait_for(session.file_urls.get(), bc.RUN_TIMEOUT)
    return urls.upload_url.rsplit("/", 1)[0]


async def flood(session: bc.Session, uploads: int, size: int) -> Counter[str]:
    """``uploads`` PUTs of ``size`` bytes to the session's upload path, each a new file id:
    the answers counted ("accepted", or why not)."""
    base, data, answers = await upload_base(session), b"x" * size, Counter[str]()
    for _ in range(uploads):
        try:
            await asyncio.to_thread(
                bc._put, session.port, f"{base}/{uuid.uuid4()}", "flood.json", data, session.cookies
            )
            answers["accepted"] += 1
        except OSError as e:  # "upload refused: HTTP 429", or the proxy closed the connection
            answers[str(e).removeprefix("upload refused: ")] += 1
    return answers


def line(what: str, processes: list[psutil.Process], port: int) -> None:
    print(
        f"  {what:<44} rss_mb={bc.rss_mb(processes):5.0f}  "
        f"stored_mb={stored_bytes(port) / 1e6:6.1f}  {bc.load()}",
        flush=True,
    )


async def main_async(args: argparse.Namespace) -> None:
    os.environ["STREAMLIT_SERVER_DISCONNECTED_SESSION_TTL"] = str(args.ttl)
    port = bc.free_port()
    with contextlib.ExitStack() as stack:
        processes = stack.enter_context(bc.server(port))
        entry = stack.enter_context(nginx(port)) if args.proxy else port
        via = f"nginx on {entry}" if args.proxy else "directly"
        print(f"server on {bc.HOST}:{port} (pid {processes[0].pid}), uploads {via}; {bc.load()}")
        for round_ in range(1, args.rounds + 1):
            session = bc.Session(entry, "", "", "en-GB")
            await session.open()
            line(f"round {round_}: one session open", processes, port)
            start = time.perf_counter()
            answers = await flood(session, args.uploads, args.bytes)
            seconds = time.perf_counter() - start
            line(f"after {args.uploads} uploads in {seconds:.1f} s", processes, port)
            print(f"    answers: {dict(answers)}")
            await session.close()
            line("the session's websocket closed", processes, port)
            await asyncio.sleep(args.ttl + 1)
            line("past the disconnected session's TTL", processes, port)
            visit = bc.Session(entry, "", "", "en-GB")
            await visit.open()
            await visit.close()
            await asyncio.sleep(1)
            line("another visit has come and gone", processes, port)
        print(
            f"uploads={args.uploads} bytes={args.bytes} accepted={answers['accepted']} "
            f"rss_last_mb={bc.rss_mb(processes):.0f} stored_last_mb={stored_bytes(port) / 1e6:.1f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--uploads", type=int, default=600, help="PUTs from the one session")
    parser.add_argument("--bytes", type=int, default=1_000_000, help="size of each file")
    parser.add_argument("--proxy", action="store_true", help="through deploy/nginx.conf")
    parser.add_argument("--ttl", type=int, default=120, help="server.disconnectedSessionTTL")
    parser.add_argument("--rounds", type=int, default=1, help="floods one after another")
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
