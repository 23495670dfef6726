#!/usr/bin/env python3
"""The soak benchmark's server: a minimal HTTP/1.1 server on 127.0.0.1 that answers every request
with one fixed body (a release lookup), keeps connections alive, and keeps nothing per request
(no log, unlike Tests/MusicBrainzTests/Support/loopback_server.py), so that 400,000 requests
cost it no memory and the client's figures are the client's.

Run: python3 -u soak_server.py BODY_FILE [--close] [--die-with-stdin]
With --close every answer says "Connection: close" and the connection is closed after it (a new
connection per request). Prints "PORT <n>" when ready. Stops on SIGTERM (or when stdin closes, with --die-with-stdin) and
then prints "SERVED <n>" on stderr.
"""

import asyncio
import os
import signal
import sys

SERVED = [0]
CLOSE = "--close" in sys.argv


async def serve(reader, writer, answer):
    try:
        while True:
            head = await reader.readuntil(b"\r\n\r\n")
            length = 0
            for line in head.split(b"\r\n")[1:]:
                if line[:15].lower() == b"content-length:":
                    length = int(line[15:].strip() or b"0")
            if length:
                await reader.readexactly(length)
            SERVED[0] += 1
            writer.write(answer)
            await writer.drain()
            if CLOSE:
                break
    except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ConnectionError):
        pass
    finally:
        writer.close()


async def main():
    body = open(sys.argv[1], "rb").read()
    answer = (
        b"HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: %d\r\n%s\r\n"
        % (len(body), b"Connection: close\r\n" if CLOSE else b"")
    ) + body
    server = await asyncio.start_server(lambda r, w: serve(r, w, answer), "127.0.0.1", 0, backlog=256)
    print("PORT %d" % server.sockets[0].getsockname()[1], flush=True)
    loop = asyncio.get_running_loop()
    stop = loop.create_future()

    def finish():
        if not stop.done():
            stop.set_result(None)

    loop.add_signal_handler(signal.SIGTERM, finish)
    if "--die-with-stdin" in sys.argv:
        loop.add_reader(sys.stdin.fileno(), lambda: os.read(sys.stdin.fileno(), 1024) or finish())
    await stop
    print("SERVED %d" % SERVED[0], file=sys.stderr, flush=True)


asyncio.run(main())
