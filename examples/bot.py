#!/usr/bin/env python3
"""A complete Fieldpost bot that plays random legal moves through the JSON API (Python's standard library only).

Make a token that may play on your account page, then:

    python3 examples/bot.py --base http://127.0.0.1:8080 --token fpat_... --computer easy --preset barrage

starts a game against the built-in computer player and plays it to the end. Without --computer it only plays
the games already under way where it is the bot's turn, and then waits for more (--forever) or stops.
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


def play_to_the_end(api, game_id, rng, max_wait):
    """Plays one game until it is over; prints its result as one JSON line."""
    game = api.call("GET", f"/games/{game_id}")
    idle_since = time.monotonic()
    while game["status"] != "finished":
        after = act(api, game, rng)
        if after is not None:
            game = after
            idle_since = time.monotonic()
            continue
        if time.monotonic() - idle_since > max_wait:
            print("the opponent did not answer in time", file=sys.stderr)
            return 1
        # The opponent's turn: look again shortly.
        time.sleep(0.2)
        game = api.call("GET", f"/games/{game_id}")
    result = game["result"]
    print(json.dumps({"game": game_id, "plies": game["ply"], "winner": result["winner"],
                      "reason": result["reason"], "bot_seat": game["seat"]}))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", required=True, help="the service's address, e.g. http://127.0.0.1:8080")
    parser.add_argument("--token", required=True, help="a token that may play")
    parser.add_argument("--computer", choices=["easy", "medium", "hard"], help="start a game against the computer")
    parser.add_argument("--preset", default="stratego", help="the preset of that game")
    parser.add_argument("--seed", type=int, default=None, help="seed for the random moves")
    parser.add_argument("--forever", action="store_true", help="keep waiting for turns")
    parser.add_argument("--max-wait", type=float, default=600, help="give up after the opponent is silent this long")
    args = parser.parse_args()

    api = Api(args.base, args.token)
    rng = random.Random(args.seed)
    me = api.call("GET", "/me")
    print(f"playing as {me['username']}", file=sys.stderr)
    started = None
    if args.computer:
        started = api.call("POST", "/challenges", {"preset": args.preset, "computer": args.computer})["id"]
        print(f"game {started} against the computer ({args.computer})", file=sys.stderr)

    if started is not None:
        return play_to_the_end(api, started, rng, args.max_wait)
    # Every game under way where it is the bot's turn, round after round.
    while True:
        acted = False
        for g in api.call("GET", "/games?my_turn=true"):
            acted = act(api, api.call("GET", f"/games/{g['id']}"), rng) is not None or acted
        if not acted and not args.forever:
            return 0
        if not acted:
            time.sleep(5)


if __name__ == "__main__":
    sys.exit(main())
