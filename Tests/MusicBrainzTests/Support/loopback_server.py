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
   Retry-After: 1, X-RateLimit-Zone: ws ip=<client address>, its JSON message),
   "auth": AUTH (the route answers only authenticated requests, as WS/2 does),
   "oauth": OAUTH (the route is MusicBrainz's /oauth2 endpoints; "path_prefix" ends in /oauth2),
   "max_request_line": N (answer a request whose request line is longer than N bytes with
   414 Request-URI Too Large and an HTML page, as a gateway does, before anything else)}
  Responses are served in order; the last one repeats.

AUTH (ws2-reference 8.1-8.2):
  {"digest": {"username": U, "password": P, "stale_after": N (a nonce answers N requests, then
   the next gets 401 with stale=true; default never)}, "bearer": ["token", ...]}
  Without an Authorization header, or with a Digest answer whose opaque the server does not
  know: 401 "You are not authorized to access this resource." with both challenges
  (WWW-Authenticate: Digest realm="musicbrainz.org", charset=UTF-8, qop="auth,auth-int",
  nonce, opaque, algorithm="MD5"; then Bearer realm="musicbrainz.org"). A Digest header is
  verified exactly: a uri other than the request-target as received, a missing username, qop,
  cnonce or nc, a qop other than auth, an algorithm other than MD5, or an nc not greater than
  the last one for the nonce get 400; a wrong response (password) or an unknown bearer token
  gets 401 "Your credentials could not be verified...". The log entry gets "auth": "digest",
  "bearer", "none", "stale", "malformed" or "rejected", and "auth_error" for a 400.
  Error bodies are JSON when the query has fmt=json, XML <error> otherwise.

OAUTH (ws2-reference 8.3):
  {"client_id": ID, "client_secret": S (optional), "redirect_uri": R (optional),
   "codes": {CODE: {"code_challenge": C (S256), "access_token", "refresh_token"?, "expires_in"?,
   "scope"?}}, "refresh": {REFRESH_TOKEN: {"access_token", "refresh_token"?, "expires_in"?}},
   "userinfo": {ACCESS_TOKEN: {...the JSON answer...}},
   "issue_code": CODE, "issue": {"access_token", ...} (what GET .../authorize grants),
   "rules": "metabrainz" (optional: metabrainz.org's rules, ws2-reference 8.10.5-8.10.6)}
  GET .../authorize (the browser step, approved at once): checks response_type=code, the client
  ID, the redirect URI and code_challenge_method=S256, then registers "issue_code" with the
  request's code_challenge and answers the code as text, as the out-of-band page shows it, or,
  for an http(s) redirect URI, redirects there (302) with code and state.
  With "rules": "metabrainz": the out-of-band and custom-scheme redirect URIs are refused
  (invalid_request), an unprefixed MusicBrainz scope (tag, rating, collection, submit_isrc,
  submit_barcode) is refused (invalid_scope), a refresh token is revoked once used (presenting
  it again gets 400 invalid_request "'refresh_token' in request was already revoked." and
  revokes every token the route issued), and userinfo answers 403 for an unknown token.
  POST .../token (form): grant_type authorization_code (a code answers once, its PKCE verifier
  must hash to the challenge) or refresh_token; POST .../revoke: empty 200; GET .../userinfo with
  a Bearer token. Errors are {"error", "error_description"}: 401 invalid_client, 400 otherwise.

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
     "bulk_search" a JSON search page listing every MBID of the request's "query" parameter
                   as an entity {"id", "score": 100, "title": "Item <id>"} under the key
                   "entity_key" (default "releases"), except those in "missing"
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
import re
import hashlib
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
from urllib.parse import parse_qs, parse_qsl, urlsplit, unquote

# A child started from a Swift task inherits a signal mask that blocks SIGTERM: undo it.
if hasattr(signal, "pthread_sigmask"):
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
signal.signal(signal.SIGTERM, lambda *_: os._exit(0))

LOCK = threading.Lock()
ROUTES = []  # list of dicts with "_served" counters
LOG = []  # list of dicts
CONNECTIONS = [0]
LAST_ACCEPTED = {}  # rate-limit key -> monotonic time of last accepted request
DIGEST_NONCES = {}  # opaque -> {"nonce", "last_nc", "uses"}
USED_CODES = set()  # OAuth authorization codes already exchanged

UNAUTHORIZED = "You are not authorized to access this resource."
NOT_VERIFIED = (
    "Your credentials could not be verified. Either you supplied the wrong credentials (e.g., bad password), "
    "or your client doesn't understand how to supply the credentials required."
)
HELP = "For usage, please see: https://musicbrainz.org/development/mmd"


def md5_hex(text):
    return hashlib.md5(text.encode("utf-8")).hexdigest()


def new_digest_challenge(stale=False):
    nonce = base64.b64encode(os.urandom(12)).decode()
    opaque = base64.b64encode(os.urandom(12)).decode()
    DIGEST_NONCES[opaque] = {"nonce": nonce, "last_nc": 0, "uses": 0}
    value = 'Digest realm="musicbrainz.org", charset=UTF-8, qop="auth,auth-int", nonce="%s", opaque="%s", algorithm="MD5"' % (
        nonce,
        opaque,
    )
    if stale:
        value += ", stale=true"
    return value


def parse_digest(value):
    """Parses a Digest header as the server's Catalyst credential does: split on commas,
    every double quote deleted."""
    fields = {}
    for item in value.replace('"', "").split(","):
        item = item.strip()
        if "=" in item:
            name, _, field = item.partition("=")
            fields[name.strip().lower()] = field.strip()
    return fields


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
        limit = (route or {}).get("max_request_line")
        if limit is not None and len(self.requestline) > int(limit):
            entry["too_long"] = True
            with LOCK:
                route["_served"] -= 1
            return self.send_simple(
                414, "<html><body><h1>414 Request-URI Too Large</h1></body></html>", "text/html"
            )
        if route is not None and "oauth" in route:
            return self.oauth(route, path, body, entry)
        if route is not None and "auth" in route:
            refusal = self.authenticate(route["auth"], query, entry)
            if refusal is not None:
                with LOCK:
                    # The refused request does not use up a scripted response.
                    route["_served"] -= 1
                return self.respond(refusal, entry)
        if response is None:
            return self.send_simple(
                404, json.dumps({"error": "Not Found", "help": "loopback: no route for " + path})
            )
        self.respond(response, entry)

    def error_response(self, status, message, query, headers=None):
        if query.get("fmt", [""])[0] == "json":
            body = json.dumps({"error": message, "help": HELP})
            content_type = "application/json; charset=utf-8"
        else:
            body = '<?xml version="1.0" encoding="UTF-8"?>\n<error><text>%s</text><text>%s</text></error>' % (
                message.replace("&", "&amp;").replace("<", "&lt;"),
                HELP,
            )
            content_type = "application/xml; charset=utf-8"
        all_headers = {"Content-Type": content_type}
        all_headers.update(headers or {})
        return {"status": status, "headers": all_headers, "body": body}

    def challenge_response(self, message, query, stale=False):
        response = self.error_response(401, message, query)
        with LOCK:
            digest = new_digest_challenge(stale)
        # Two WWW-Authenticate fields, Digest first, as the service sends them.
        response["header_list"] = [
            ("WWW-Authenticate", digest),
            ("WWW-Authenticate", 'Bearer realm="musicbrainz.org", charset=UTF-8'),
        ]
        return response

    def authenticate(self, auth, query, entry):
        """None when the request may be served, else the refusal to send."""
        header = self.headers.get("Authorization")
        if not header:
            entry["auth"] = "none"
            return self.challenge_response(UNAUTHORIZED, query)
        scheme, _, rest = header.partition(" ")
        if scheme.lower() == "bearer":
            if rest.strip() in (auth.get("bearer") or []):
                entry["auth"] = "bearer"
                return None
            entry["auth"] = "rejected"
            return self.challenge_response(NOT_VERIFIED, query)
        if scheme.lower() != "digest" or "digest" not in auth:
            entry["auth"] = "rejected"
            return self.challenge_response(NOT_VERIFIED, query)
        settings = auth["digest"]
        fields = parse_digest(rest)

        def malformed(reason):
            entry["auth"] = "malformed"
            entry["auth_error"] = reason
            return self.error_response(400, "Malformed Digest header: " + reason, query)

        for name in ("username", "qop", "cnonce", "nc", "response", "nonce", "uri"):
            if not fields.get(name):
                return malformed("no " + name)
        if fields["qop"] != "auth":
            return malformed("qop " + fields["qop"])
        if fields.get("algorithm", "MD5").upper() != "MD5":
            return malformed("algorithm " + fields["algorithm"])
        if fields["uri"] != self.path:
            return malformed("uri %s is not %s" % (fields["uri"], self.path))
        with LOCK:
            state = DIGEST_NONCES.get(fields.get("opaque", ""))
            if state is None or state["nonce"] != fields["nonce"]:
                state = None
        if state is None:
            # An unknown opaque counts as no credentials: a fresh challenge.
            entry["auth"] = "none"
            return self.challenge_response(UNAUTHORIZED, query)
        try:
            nc = int(fields["nc"], 16)
        except ValueError:
            return malformed("nc " + fields["nc"])
        with LOCK:
            if nc <= state["last_nc"]:
                replay = True
            else:
                replay = False
                state["last_nc"] = nc
        if replay:
            return malformed("nc %s replayed" % fields["nc"])
        ha1 = md5_hex("%s:musicbrainz.org:%s" % (settings["username"], settings["password"]))
        ha2 = md5_hex("%s:%s" % (self.command, fields["uri"]))
        expected = md5_hex("%s:%s:%s:%s:auth:%s" % (ha1, fields["nonce"], fields["nc"], fields["cnonce"], ha2))
        if fields["username"] != settings["username"] or fields["response"] != expected:
            entry["auth"] = "rejected"
            return self.challenge_response(NOT_VERIFIED, query)
        with LOCK:
            state["uses"] += 1
            stale = settings.get("stale_after") is not None and state["uses"] > settings["stale_after"]
        if stale:
            entry["auth"] = "stale"
            return self.challenge_response(UNAUTHORIZED, query, stale=True)
        entry["auth"] = "digest"
        return None

    def oauth_error(self, status, error, description, entry):
        entry["oauth_error"] = error
        body = json.dumps({"error": error, "error_description": description})
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Cache-Control", "no-store")
        if status == 401:
            self.send_header("WWW-Authenticate", 'Basic realm="OAuth2-Client"')
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body.encode())

    def oauth_json(self, answer):
        body = json.dumps(answer).encode() if answer is not None else b""
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def oauth(self, route, path, body, entry):
        config = route["oauth"]
        endpoint = path.rsplit("/", 1)[-1]
        if endpoint == "authorize":
            query = {k: v[0] for k, v in parse_qs(urlsplit(self.path).query, keep_blank_values=True).items()}
            if query.get("response_type") != "code":
                return self.oauth_error(400, "unsupported_response_type", "response_type must be code", entry)
            if query.get("client_id") != config.get("client_id"):
                return self.oauth_error(401, "invalid_client", "Unknown client", entry)
            if config.get("redirect_uri") is not None and query.get("redirect_uri") != config["redirect_uri"]:
                return self.oauth_error(400, "invalid_request", "Mismatching redirect URI", entry)
            if query.get("code_challenge_method") != "S256" or not query.get("code_challenge"):
                return self.oauth_error(400, "invalid_request", "PKCE S256 required", entry)
            metabrainz = config.get("rules") == "metabrainz"
            redirect_uri = query.get("redirect_uri", "")
            if metabrainz and not redirect_uri.startswith(("http://", "https://")):
                return self.oauth_error(400, "invalid_request", "Invalid redirect URI", entry)
            if metabrainz:
                unprefixed = {"tag", "rating", "collection", "submit_isrc", "submit_barcode"}
                if any(name in unprefixed for name in query.get("scope", "").split()):
                    return self.oauth_error(400, "invalid_scope", "Invalid scope", entry)
            code = config.get("issue_code", "issued-code")
            issued = dict(config.get("issue") or {"access_token": "issued-access"})
            issued["code_challenge"] = query["code_challenge"]
            with LOCK:
                config.setdefault("codes", {})[code] = issued
            entry["authorize_query"] = query
            if redirect_uri.startswith(("http://", "https://")):
                separator = "&" if "?" in redirect_uri else "?"
                location = redirect_uri + separator + "code=" + code + "&state=" + query.get("state", "")
                self.send_response(302)
                self.send_header("Location", location)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            data = code.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            return
        if endpoint == "userinfo":
            header = self.headers.get("Authorization", "")
            token = header[7:].strip() if header.lower().startswith("bearer ") else ""
            info = (config.get("userinfo") or {}).get(token)
            if info is None:
                status = 403 if config.get("rules") == "metabrainz" else 401
                return self.oauth_error(status, "invalid_token", "Invalid or expired access token", entry)
            return self.oauth_json(info)
        if self.command != "POST":
            return self.oauth_error(400, "invalid_request", "POST only", entry)
        form = {}
        for name, value in parse_qsl(body.decode("utf-8", "replace"), keep_blank_values=True):
            if name in form:
                return self.oauth_error(400, "invalid_request", "Parameter is included more than once: " + name, entry)
            form[name] = value
        if form.get("client_id") != config.get("client_id") or (
            config.get("client_secret") is not None and form.get("client_secret") != config["client_secret"]
        ):
            return self.oauth_error(401, "invalid_client", "Client authentication failed", entry)
        if endpoint == "revoke":
            if "token" not in form:
                return self.oauth_error(400, "invalid_request", "Required parameter is missing: token", entry)
            entry["revoked"] = form["token"]
            return self.oauth_json(None)
        if endpoint != "token":
            return self.oauth_error(400, "invalid_request", "Unknown endpoint", entry)
        grant = form.get("grant_type")
        if grant == "authorization_code":
            code = form.get("code", "")
            issued = (config.get("codes") or {}).get(code)
            with LOCK:
                used = code in USED_CODES
                USED_CODES.add(code)
            if issued is None or used:
                return self.oauth_error(400, "invalid_grant", "Invalid authorization code", entry)
            if config.get("redirect_uri") is not None and form.get("redirect_uri") != config["redirect_uri"]:
                return self.oauth_error(400, "invalid_grant", "Mismatching redirect URI", entry)
            verifier = form.get("code_verifier", "")
            computed = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).decode().rstrip("=")
            if computed != issued.get("code_challenge"):
                return self.oauth_error(400, "invalid_grant", "Invalid PKCE code verifier", entry)
            token = issued
        elif grant == "refresh_token":
            presented = form.get("refresh_token", "")
            if config.get("rules") == "metabrainz":
                with LOCK:
                    revoked = config.setdefault("_revoked", [])
                    reused = presented in revoked
                    if reused:
                        # Reuse of a rotated refresh token revokes everything the client holds.
                        revoked.extend((config.get("refresh") or {}).keys())
                        config["refresh"] = {}
                    else:
                        revoked.append(presented)
                if reused:
                    return self.oauth_error(
                        400, "invalid_request", "'refresh_token' in request was already revoked.", entry
                    )
            token = (config.get("refresh") or {}).get(presented)
            if token is None:
                return self.oauth_error(400, "invalid_grant", "Invalid refresh token", entry)
        else:
            return self.oauth_error(400, "unsupported_grant_type", "Unsupported grant_type", entry)
        answer = {"access_token": token["access_token"], "token_type": "bearer", "expires_in": token.get("expires_in", 3600)}
        for name in ("refresh_token", "scope"):
            if name in token:
                answer[name] = token[name]
        return self.oauth_json(answer)

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
        if response.get("behavior") == "bulk_search":
            query = parse_qs(urlsplit(self.path).query).get("query", [""])[0]
            missing = set(response.get("missing") or [])
            ids = [i for i in re.findall(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", query)
                   if i not in missing]
            items = [{"id": i, "score": 100, "title": "Item " + i} for i in ids]
            page = {"created": "2026-01-01T00:00:00.000Z", "count": len(items), "offset": 0,
                    response.get("entity_key", "releases"): items}
            return json.dumps(page).encode()
        body = response.get("body", "")
        return body.encode() if isinstance(body, str) else body

    def respond(self, response, entry):
        behavior = response.get("behavior", "normal")
        delay = response.get("delay_ms", 0) / 1000.0
        status = response.get("status", 200)
        headers = dict(response.get("headers") or {})
        if behavior in ("echo", "bulk_search"):
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
        for name, value in response.get("header_list") or []:
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
