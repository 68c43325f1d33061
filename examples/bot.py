#!/usr/bin/env python3
"""A complete Fieldpost bot that plays random legal moves through the JSON API (Python's standard library only).

Make a token that may play on your account page, then:

    python3 examples/bot.py --base http://127.0.0.1:8080 --token fpat_... --computer easy --preset barrage

starts a game against the built-in computer player and plays it to the end. It never polls: it holds the
account's event stream (GET /api/v1/events) and acts when told it is its turn, in as many games at once as
come (--accept takes every challenge, --forever keeps going). Without --computer, --accept or --forever it
plays the turns that are waiting and stops.
"""

import argparse
import json
import random
import sys
import time
import urllib.error
import urllib.request


class Api:
    def __init__(self, base, token):
        self.base = base.rstrip("/") + "/api/v1"
        self.token = token

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method)
        req.add_header("Authorization", "Bearer " + self.token)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        while True:
            try:
                with urllib.request.urlopen(req, timeout=30) as res:
                    return json.load(res)
            except urllib.error.HTTPError as e:
                problem = json.load(e)
                if e.code == 429:
                    # The token's rate limit: wait as told, then ask again.
                    time.sleep(int(e.headers.get("Retry-After", "60")))
                    continue
                raise Refused(e.code, problem) from None


class Refused(Exception):
    def __init__(self, status, problem):
        super().__init__(f"{status} {problem.get('type')}: {problem.get('title')}")
        self.status = status
        self.type = problem.get("type", "")


def act(api, game, rng):
    """Does what `game` (as the API last showed it) asks of the bot now. Returns the game as it then stands,
    or None when there is nothing to do."""
    game_id = game["id"]
    if game["status"] == "setup" and game["setup"] and not game["setup"]["submitted"]:
        # The draft the server dealt is a legal setup: submit it as it is.
        return api.call("POST", f"/games/{game_id}/setup", {"setup": game["setup"]["setup"]})
    if game["status"] != "playing" or not game["your_turn"]:
        return None
    moves = api.call("GET", f"/games/{game_id}/legal-moves")
    if not moves:
        return None
    move = rng.choice(moves)
    try:
        return api.call("POST", f"/games/{game_id}/moves", {"from": move["from"], "to": move["to"], "ply": game["ply"]})
    except Refused as e:
        # The game moved on under us (a stale view): look again next round.
        if not e.type.endswith("/stale-page"):
            raise
        return api.call("GET", f"/games/{game_id}")


def take_turn(api, game_id, rng):
    """Acts in one game until it waits for the opponent; returns the game as it then stands."""
    game = api.call("GET", f"/games/{game_id}")
    while True:
        after = act(api, game, rng)
        if after is None:
            return game
        game = after


def events(api, last_seen):
    """The account's events as they happen (newline-delimited JSON), resumed after `last_seen` (a list holding
    the last event number read) whenever the connection drops. Blank lines keep the stream alive: they are
    yielded as None, so that the caller can notice a long silence."""
    while True:
        req = urllib.request.Request(api.base + "/events")
        req.add_header("Authorization", "Bearer " + api.token)
        req.add_header("Accept", "application/x-ndjson")
        if last_seen[0] is not None:
            req.add_header("Last-Event-ID", str(last_seen[0]))
        try:
            with urllib.request.urlopen(req, timeout=60) as res:
                yield "open"
                for line in res:
                    line = line.strip()
                    if not line:
                        yield None
                        continue
                    event = json.loads(line)
                    last_seen[0] = event["seq"]
                    yield event
        except (urllib.error.URLError, ConnectionError, TimeoutError) as e:
            print(f"the event stream dropped ({e}); reconnecting", file=sys.stderr)
            time.sleep(1)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", required=True, help="the service's address, e.g. http://127.0.0.1:8080")
    parser.add_argument("--token", required=True, help="a token that may play")
    parser.add_argument("--computer", choices=["easy", "medium", "hard"], help="start a game against the computer")
    parser.add_argument("--preset", default="stratego", help="the preset of that game")
    parser.add_argument("--seed", type=int, default=None, help="seed for the random moves")
    parser.add_argument("--accept", action="store_true", help="accept every challenge received")
    parser.add_argument("--forever", action="store_true", help="keep playing the games that come")
    parser.add_argument("--max-wait", type=float, default=600, help="give up after the opponent is silent this long")
    args = parser.parse_args()

    api = Api(args.base, args.token)
    rng = random.Random(args.seed)
    me = api.call("GET", "/me")
    print(f"playing as {me['username']}", file=sys.stderr)
    last_seen = [None]
    stream = events(api, last_seen)
    # The stream is open before anything is started, so no event of the bot's own games can be missed.
    next(stream)
    started = None
    if args.computer:
        started = api.call("POST", "/challenges", {"preset": args.preset, "computer": args.computer})["id"]
        print(f"game {started} against the computer ({args.computer})", file=sys.stderr)
    # Turns that were waiting before the stream opened; from here on, the stream says when to act.
    for g in api.call("GET", "/games?my_turn=true"):
        take_turn(api, g["id"], rng)
    if started is None and not args.forever and not args.accept:
        return 0
    quiet_since = time.monotonic()
    for event in stream:
        if event is None or event == "open":
            if time.monotonic() - quiet_since > args.max_wait:
                print("nothing happened in time", file=sys.stderr)
                return 1
            continue
        quiet_since = time.monotonic()
        kind = event["type"]
        if kind == "your_turn":
            take_turn(api, event["game"], rng)
        elif kind == "challenge_received" and args.accept:
            api.call("POST", f"/challenges/{event['game']}/accept")
        elif kind == "game_over":
            game = api.call("GET", f"/games/{event['game']}")
            result = game["result"]
            print(json.dumps({"game": game["id"], "plies": game["ply"], "winner": result["winner"],
                              "reason": result["reason"], "bot_seat": game["seat"], "result": event["result"]}),
                  flush=True)
            if event["game"] == started and not args.forever:
                return 0


if __name__ == "__main__":
    sys.exit(main())
