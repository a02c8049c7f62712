"""``make class``: the address pupils open, as text and as a QR code, and the server it starts."""

from __future__ import annotations

import importlib.util
import socket
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

PATH = Path(__file__).resolve().parents[1] / "tools" / "serve_class.py"


def _module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("serve_class", PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _infos(*addresses: str) -> list[Any]:
    return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (a, 0)) for a in addresses]


def test_only_addresses_other_devices_reach_are_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    serve = _module()
    found = _infos("127.0.1.1", "192.168.1.20", "127.0.0.1", "192.168.1.20")
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: found)
    assert serve.local_addresses() == ["192.168.1.20"]


def test_it_prints_the_address_and_a_qr_code_then_serves_every_interface(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    serve = _module()
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: _infos("10.0.0.7"))
    started: list[list[str]] = []
    monkeypatch.setattr(serve.os, "execv", lambda path, argv: started.append(argv))
    serve.main(["--port", "8600"])
    out = capsys.readouterr().out
    assert "http://10.0.0.7:8600" in out
    assert "█" in out or "▀" in out  # the QR code, drawn with block characters
    (argv,) = started
    assert argv[argv.index("--server.address") + 1] == "0.0.0.0"
    assert argv[argv.index("--server.port") + 1] == "8600"
    assert "serve.py" in argv  # the app with its files compressed


class _NoRoute:
    def __init__(self, *args: object) -> None: ...
    def __enter__(self) -> _NoRoute:
        return self

    def __exit__(self, *args: object) -> None: ...
    def connect(self, address: object) -> None:
        raise OSError("Network is unreachable")


def test_a_computer_named_127_0_1_1_offers_its_route_s_address(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    serve = _module()
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: _infos("127.0.1.1"))
    (address,) = serve.local_addresses()  # this machine has a network: its route's address
    assert not address.startswith("127.")


def test_without_a_network_it_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    serve = _module()
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: _infos("127.0.0.1"))
    monkeypatch.setattr(serve.socket, "socket", _NoRoute)
    monkeypatch.setattr(serve.os, "execv", lambda path, argv: None)
    serve.main([])
    assert "No network address found" in capsys.readouterr().out
