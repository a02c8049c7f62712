"""Serve the app to the pupils' phones in the room: ``make class``.

``make run`` listens on 127.0.0.1, which only the teacher's own computer can reach. This
listens on every network interface of the computer, then prints the address the pupils open
and the same address as a QR code to scan from the projected terminal. Anyone on the same
network can then open the app (it has no accounts and keeps no personal data); stop it with
Ctrl+C after the lesson.
"""

from __future__ import annotations

import argparse
import ipaddress
import os
import socket
import sys

import segno


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses that another device on the network can reach: those of
    its name, else the one its default route leaves from (many Linux systems name themselves
    127.0.1.1). Connecting a UDP socket only picks the route; it sends nothing."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    found = {str(info[4][0]) for info in infos}
    if not any(_reachable(a) for a in found):
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            try:
                probe.connect(("198.51.100.1", 9))  # a documentation address, never sent to
                found.add(str(probe.getsockname()[0]))
            except OSError:
                pass
    return sorted(a for a in found if _reachable(a))


def _reachable(address: str) -> bool:
    ip = ipaddress.ip_address(address)
    return not (ip.is_loopback or ip.is_unspecified)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8501, help="the port (default 8501)")
    args = parser.parse_args(argv)
    addresses = local_addresses()
    if not addresses:
        print("No network address found: is this computer on the school's network?")
    for address in addresses:
        url = f"http://{address}:{args.port}"
        print(f"\nPupils open {url} (or scan the code):\n")
        segno.make(url, error="m").terminal(compact=True)
    print("\nAnyone on this network can open the app until you stop it with Ctrl+C.\n")
    sys.stdout.flush()
    command = [sys.executable, "-m", "streamlit", "run", "serve.py"]  # compressed files
    options = ["--server.address", "0.0.0.0", "--server.port", str(args.port)]
    os.execv(sys.executable, [*command, *options, "--server.headless", "true"])


if __name__ == "__main__":
    main()
