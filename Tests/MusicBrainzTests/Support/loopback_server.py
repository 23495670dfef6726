#!/usr/bin/env python3
"""A scriptable HTTP/1.1 server on 127.0.0.1 for the swift-musicbrainz tests.

Tests register routes through a control API, then point a client at
http://127.0.0.1:<port>/<prefix>/ws/2. Each test uses its own path prefix, so tests
running in parallel against the one shared server do not see each other's routes.

Control API (JSON bodies):
  POST /__control/routes   {"routes": [ROUTE, ...]}      add routes
  GET  /__control/log?prefix=P                           requests received under P
  GET  /__control/connections                            number of TCP connections accepted
  POST /__control/reset?prefix=P                         forget routes and log under P

ROUTE:
  {"method": "GET" (default: any), "path": "/p/ws/2/release/..." (exact) or
   "path_prefix": "/p/ws/2/release", "query": {"inc": "..."} (each must match exactly),
   "query_contains": {"query": "text"} (substring), "responses": [RESPONSE, ...],
   "rate_limit_ms": N (answer requests under the route's path prefix that start less than N ms
   after the previous accepted one as musicbrainz.org's per-IP throttle does: 503,
   Retry-After: 1, X-RateLimit-Zone: ws ip=<client address>, its JSON message)}
  Responses are served in order; the last one repeats.

RESPONSE:
  {"status": 200, "headers": {"Content-Type": "..."}, "body": "text" | "body_base64": "..." |
   "body_file": "/abs/path", "body_size": N (N bytes of 'x'),
   "behavior": one of
     "normal"      Content-Length body (default)
     "chunked"     Transfer-Encoding: chunked
     "gzip"        gzip-compressed body with Content-Encoding: gzip
     "reset"       close the connection with RST before answering
     "truncate"    promise Content-Length, send half the body, close
     "hang"        read the request, never answer (until the client gives up)
     "slow"        send the body in "pieces" (default 4) with "delay_ms" between them
     "empty"       status and headers only, no body
     "echo"        answer with a JSON description of the request (method, path, headers, body)
     "cut_headers" send the status line and the headers, then close before the empty line
                   that ends them
   "delay_ms": N (wait before answering; for "slow", between chunks),
   "content_length": N (declare this Content-Length whatever the body's size, then close the
   connection after the body)}
  For "hang" and "slow", the log entry gets "client_closed": true once the client closes the
  connection (it gave up or was cancelled). A redirect is a status 3xx with a "Location" header.

Run: python3 -u loopback_server.py [--die-with-stdin] [--tls-cert CERT --tls-key KEY]
Prints "PORT <n>" (and "TLSPORT <n>" with TLS) on stdout when ready.
"""

import base64
import gzip
import json
import os
import signal
import socket
import ssl
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit, unquote

# A child started from a Swift task inherits a signal mask that blocks SIGTERM: undo it.
if hasattr(signal, "pthread_sigmask"):
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
signal.signal(signal.SIGTERM, lambda *_: os._exit(0))

LOCK = threading.Lock()
ROUTES = []  # list of dicts with "_served" counters
LOG = []  # list of dicts
CONNECTIONS = [0]
LAST_ACCEPTED = {}  # rate-limit key -> monotonic time of last accepted request


def route_matches(route, method, path, query):
    if route.get("method") and route["method"].upper() != method:
        return False
    if "path" in route and route["path"] != path:
        return False
    if "path_prefix" in route and not path.startswith(route["path_prefix"]):
        return False
    for name, value in (route.get("query") or {}).items():
        if query.get(name, [None])[0] != value:
            return False
    for name, value in (route.get("query_contains") or {}).items():
        if value not in (query.get(name, [""])[0] or ""):
            return False
    return True


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "loopback/1.0"

    def setup(self):
        super().setup()
        with LOCK:
            CONNECTIONS[0] += 1
            self.connection_id = CONNECTIONS[0]

    def log_message(self, *args):
        pass

    def read_body(self):
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            data = b""
            while True:
                line = self.rfile.readline().strip()
                size = int(line.split(b";")[0], 16)
                if size == 0:
                    self.rfile.readline()
                    break
                data += self.rfile.read(size)
                self.rfile.readline()
            return data
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def do_GET(self):
        self.dispatch()

    def do_POST(self):
        self.dispatch()

    def do_PUT(self):
        self.dispatch()

    def do_DELETE(self):
        self.dispatch()

    def do_HEAD(self):
        self.dispatch()

    def do_OPTIONS(self):
        self.dispatch()

    def send_simple(self, status, body, content_type="application/json"):
        data = body if isinstance(body, bytes) else body.encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def dispatch(self):
        parts = urlsplit(self.path)
        path = unquote(parts.path)
        query = parse_qs(parts.query, keep_blank_values=True)
        body = self.read_body()
        if path.startswith("/__control/"):
            return self.control(path, query, body)
        entry = {
            "method": self.command,
            "path": path,
            "raw_path": parts.path,
            "raw_query": parts.query,
            "query": {k: v for k, v in query.items()},
            "headers": {k: v for k, v in self.headers.items()},
            "body_length": len(body),
            "body": body.decode("utf-8", "replace"),
            "connection": self.connection_id,
            "time": time.monotonic(),
        }
        with LOCK:
            LOG.append(entry)
            route = next((r for r in ROUTES if route_matches(r, self.command, path, query)), None)
            response = None
            limited = False
            if route is not None:
                limit = route.get("rate_limit_ms")
                if limit:
                    key = route.get("path_prefix") or route.get("path")
                    now = time.monotonic()
                    last = LAST_ACCEPTED.get(key)
                    if last is not None and (now - last) * 1000.0 < limit:
                        limited = True
                    else:
                        LAST_ACCEPTED[key] = now
                if not limited:
                    responses = route.get("responses") or [{"status": 200}]
                    index = min(route["_served"], len(responses) - 1)
                    route["_served"] += 1
                    response = responses[index]
            entry["rate_limited"] = limited
        if limited:
            # What musicbrainz.org's edge sends to a client over its per-IP rate (ws2-reference 1.5).
            self.send_response(503)
            body = (
                b'{"error": "Your requests are exceeding the allowable rate limit. Please see '
                b'http://wiki.musicbrainz.org/XMLWebService for more information."}'
            )
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Retry-After", "1")
            self.send_header("X-RateLimit-Zone", "ws ip=" + self.client_address[0])
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if response is None:
            return self.send_simple(
                404, json.dumps({"error": "Not Found", "help": "loopback: no route for " + path})
            )
        self.respond(response, entry)

    def control(self, path, query, body):
        prefix = query.get("prefix", [""])[0]
        if path == "/__control/routes":
            routes = json.loads(body or b"{}").get("routes", [])
            with LOCK:
                for route in routes:
                    route["_served"] = 0
                    ROUTES.append(route)
            return self.send_simple(200, json.dumps({"added": len(routes)}))
        if path == "/__control/log":
            with LOCK:
                entries = [e for e in LOG if e["path"].startswith(prefix)]
            return self.send_simple(200, json.dumps(entries))
        if path == "/__control/connections":
            with LOCK:
                count = CONNECTIONS[0]
            return self.send_simple(200, json.dumps({"connections": count}))
        if path == "/__control/reset":
            with LOCK:
                ROUTES[:] = [r for r in ROUTES if not (r.get("path") or r.get("path_prefix", "")).startswith(prefix)]
                LOG[:] = [e for e in LOG if not e["path"].startswith(prefix)]
            return self.send_simple(200, "{}")
        return self.send_simple(404, "{}")

    def body_of(self, response, entry):
        if "body_base64" in response:
            return base64.b64decode(response["body_base64"])
        if "body_file" in response:
            with open(response["body_file"], "rb") as handle:
                return handle.read()
        if "body_size" in response:
            return b"x" * int(response["body_size"])
        if response.get("behavior") == "echo":
            return json.dumps(entry).encode()
        body = response.get("body", "")
        return body.encode() if isinstance(body, str) else body

    def respond(self, response, entry):
        behavior = response.get("behavior", "normal")
        delay = response.get("delay_ms", 0) / 1000.0
        status = response.get("status", 200)
        headers = dict(response.get("headers") or {})
        if behavior == "echo":
            headers.setdefault("Content-Type", "application/json")
        if behavior == "hang":
            # Keep the connection open and silent until the client closes it.
            try:
                while self.connection.recv(1024):
                    pass
            except OSError:
                pass
            with LOCK:
                entry["client_closed"] = True
            self.close_connection = True
            return
        if behavior == "reset":
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.close()
            self.close_connection = True
            return
        if delay and behavior != "slow":
            time.sleep(delay)
        if behavior == "cut_headers":
            # The status line and headers, written raw, and no empty line after them.
            head = "HTTP/1.1 %d %s\r\n" % (status, self.responses.get(status, ("",))[0])
            for name, value in headers.items():
                head += "%s: %s\r\n" % (name, value)
            self.wfile.write(head.encode("latin-1"))
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_RDWR)
            self.close_connection = True
            return
        body = self.body_of(response, entry)
        if behavior == "gzip":
            body = gzip.compress(body)
            headers["Content-Encoding"] = "gzip"
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        if behavior == "chunked":
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            for start in range(0, len(body), 4096):
                piece = body[start:start + 4096]
                self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            self.wfile.write(b"0\r\n\r\n")
            return
        if behavior == "empty":
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        declared = response.get("content_length")
        self.send_header("Content-Length", str(len(body) if declared is None else int(declared)))
        self.end_headers()
        if self.command == "HEAD":
            return
        if declared is not None:
            # The declared length need not match: send the body, then end the connection.
            try:
                self.wfile.write(body)
                self.wfile.flush()
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            self.close_connection = True
            return
        if behavior == "truncate":
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_RDWR)
            self.close_connection = True
            return
        if behavior == "slow":
            pieces = max(1, int(response.get("pieces", 4)))
            size = max(1, (len(body) + pieces - 1) // pieces)
            try:
                for start in range(0, len(body), size):
                    self.wfile.write(body[start:start + size])
                    self.wfile.flush()
                    time.sleep(delay)
            except OSError:
                # The client went away mid-body (cancelled): say so in the log.
                with LOCK:
                    entry["client_closed"] = True
                self.close_connection = True
            return
        self.wfile.write(body)


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128
    allow_reuse_address = True

    def server_bind(self):
        self.socket.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        super().server_bind()


Handler.disable_nagle_algorithm = True


def main():
    args = sys.argv[1:]
    plain = Server(("127.0.0.1", 0), Handler)
    threading.Thread(target=plain.serve_forever, daemon=True).start()
    print("PORT %d" % plain.server_address[1], flush=True)
    if "--tls-cert" in args:
        cert = args[args.index("--tls-cert") + 1]
        key = args[args.index("--tls-key") + 1]
        secure = Server(("127.0.0.1", 0), Handler)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)
        secure.socket = context.wrap_socket(secure.socket, server_side=True)
        threading.Thread(target=secure.serve_forever, daemon=True).start()
        print("TLSPORT %d" % secure.server_address[1], flush=True)
    if "--die-with-stdin" in args:
        # Exit when the test process goes away (its end of our stdin closes).
        while sys.stdin.buffer.read(1024):
            pass
        os._exit(0)
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    main()
